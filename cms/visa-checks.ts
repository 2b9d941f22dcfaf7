import { visaCmsNotices } from '../content/visa-fields';
import { fillCopy } from '../lib/copy';
import { formatDate, isIsoDate, isoDateToUtc } from '../lib/dates';

const DAY_MS = 86_400_000;

/**
 * The CMS's warning for a guide whose `checkAgainBy` day is near (a week or less) or past, or null
 * while it has time: the editor hears of it before the site starts saying "being re-checked".
 */
export function recheckNotice(checkAgainBy: string, today: string): string | null {
  if (!isIsoDate(checkAgainBy) || !isIsoDate(today)) return null;
  const date = formatDate(checkAgainBy, 'en-GB');
  if (checkAgainBy < today) return fillCopy(visaCmsNotices.recheckDue, { date });
  const days = Math.round((isoDateToUtc(checkAgainBy).getTime() - isoDateToUtc(today).getTime()) / DAY_MS);
  return days <= visaCmsNotices.warnDaysBefore ? fillCopy(visaCmsNotices.recheckSoon, { date, days }) : null;
}
