import { paymentTermsCopy } from '@/content/payment-terms';
import { paymentTermLines, type PaymentTermsTrip } from '@/lib/trip-payment';
import styles from './PaymentTerms.module.css';

/** Beside a trip's price: the deposit to book, when the balance falls due, the child price and single supplement. None given, nothing. */
export function PaymentTerms({ trip }: { trip: PaymentTermsTrip }) {
  const lines = paymentTermLines(trip);
  if (lines.length === 0) return null;
  return (
    <ul className={styles.terms} aria-label={paymentTermsCopy.label}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
