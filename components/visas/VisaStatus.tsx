import { visasCopy } from '@/content/visas';
import { fillCopy } from '@/lib/copy';
import { formatDate } from '@/lib/dates';
import type { VisaGuide } from '@/lib/visas';
import styles from './VisaStatus.module.css';

/** When the visa desk checked the guide, or, after its `checkAgainBy` day, that it is being re-checked. */
export function VisaStatus({ guide }: { guide: Pick<VisaGuide, 'checkedOn' | 'rechecking'> }) {
  return guide.rechecking ? (
    <p className={styles.rechecking} role="note">
      {visasCopy.rechecking}
    </p>
  ) : (
    <p className={styles.checked}>{fillCopy(visasCopy.checkedOn, { date: formatDate(guide.checkedOn, 'en-GB') })}</p>
  );
}
