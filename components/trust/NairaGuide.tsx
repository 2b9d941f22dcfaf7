import { nairaGuideCopy } from '@/content/exchange-rates';
import type { Currency } from '@/content/trips';
import { buildDate } from '@/lib/build-date';
import { fillCopy } from '@/lib/copy';
import { formatDate } from '@/lib/dates';
import { nairaGuide } from '@/lib/trip-price';
import styles from './NairaGuide.module.css';

type NairaGuideProps = { price: { amount: number; currency: Currency } | null };

/**
 * "about ₦3,550,000 (US$1 = ₦1,480 on 27 November 2026)" under a price in another currency, worked
 * out at build time from the agency's rate file; nothing for naira, or once the rate's last day has
 * passed (the daily build drops it).
 */
export function NairaGuide({ price }: NairaGuideProps) {
  const guide = nairaGuide(price, buildDate());
  if (!guide) return null;
  return (
    <span className={styles.guide}>
      {fillCopy(nairaGuideCopy.guide, { amount: guide.amount })}{' '}
      <span className={styles.basis}>
        {fillCopy(nairaGuideCopy.basis, { unit: guide.unit, rate: guide.rate, date: formatDate(guide.setOn, 'en-GB') })}
      </span>
    </span>
  );
}
