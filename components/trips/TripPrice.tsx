import clsx from 'clsx';
import { LicenceLine } from '@/components/trust/LicenceLine';
import { NairaGuide } from '@/components/trust/NairaGuide';
import { tripsCopy } from '@/content/trips';
import type { Trip } from '@/lib/trips';
import styles from './TripPrice.module.css';

type TripPriceProps = { trip: Pick<Trip, 'offer' | 'priceBasis'>; size?: 'card' | 'page' };

/**
 * "From ₦1,850,000 per person sharing", written at build time; "Price on request" once the price's
 * day has passed. A foreign price has its naira guide under it; on the trip's page the agency's
 * licence and memberships follow, so the numbers a buyer checks sit beside what they pay.
 */
export function TripPrice({ trip, size = 'card' }: TripPriceProps) {
  return (
    <>
      {trip.offer ? (
        <p className={clsx(styles.price, styles[size])}>
          {tripsCopy.priceFrom} <strong className={styles.amount}>{trip.offer.price}</strong>{' '}
          <span className={styles.basis}>{trip.priceBasis}</span>
          <NairaGuide price={trip.offer} />
        </p>
      ) : (
        <p className={clsx(styles.price, styles[size])}>{tripsCopy.priceOnRequest}</p>
      )}
      {size === 'page' ? <LicenceLine className={styles.licence} /> : null}
    </>
  );
}
