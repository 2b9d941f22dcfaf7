import clsx from 'clsx';
import { tripsCopy } from '@/content/trips';
import type { Trip } from '@/lib/trips';
import styles from './TripPrice.module.css';

type TripPriceProps = { trip: Pick<Trip, 'offer' | 'priceBasis'>; size?: 'card' | 'page' };

/** "From ₦1,850,000 per person sharing", written at build time; "Price on request" once the price's day has passed. */
export function TripPrice({ trip, size = 'card' }: TripPriceProps) {
  if (!trip.offer) return <p className={clsx(styles.price, styles[size])}>{tripsCopy.priceOnRequest}</p>;
  return (
    <p className={clsx(styles.price, styles[size])}>
      {tripsCopy.priceFrom} <strong className={styles.amount}>{trip.offer.price}</strong>{' '}
      <span className={styles.basis}>{trip.priceBasis}</span>
    </p>
  );
}
