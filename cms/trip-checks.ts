import { tripCmsNotices } from '../content/trip-fields';
import { fillCopy } from '../lib/copy';
import { formatDate, isIsoDate } from '../lib/dates';

/** The CMS's warning for a trip whose price's last day is before `today`, or null while it holds. */
export function expiredPriceNotice(validUntil: string, today: string): string | null {
  if (!isIsoDate(validUntil) || validUntil >= today) return null;
  return fillCopy(tripCmsNotices.priceExpired, { date: formatDate(validUntil, 'en-GB') });
}
