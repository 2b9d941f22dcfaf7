import { AppLink } from '@/components/ui/AppLink';
import { PhotoFrame } from '@/components/ui/PhotoFrame';
import stretched from '@/components/ui/StretchedLink.module.css';
import clsx from 'clsx';
import { serviceById } from '@/lib/services';
import { tripPath } from '@/lib/trip-routes';
import type { Trip } from '@/lib/trips';
import { TripPrice } from './TripPrice';
import styles from './TripCard.module.css';

type TripCardProps = {
  trip: Trip;
  /** The level of the card's title in its page: <h2> in a list under the page's <h1>, <h3> under a section's <h2>. */
  headingLevel?: 2 | 3;
};

/** The cards' width in a list: one column on a phone, up to three on a desktop. */
const CARD_SIZES = '(min-width: 1200px) 368px, (min-width: 700px) calc(50vw - 2.5rem), calc(100vw - 3rem)';

/** A trip in a list: photo, linked title (the whole card is the link's target), destination, duration, price from and its service. */
export function TripCard({ trip, headingLevel = 2 }: TripCardProps) {
  const Heading = `h${headingLevel}` as const;
  const service = serviceById(trip.service);
  return (
    <article className={clsx(styles.card, stretched.card)}>
      {trip.image && trip.imageAlt ? (
        <PhotoFrame photo={{ src: trip.image, alt: trip.imageAlt }} sizes={CARD_SIZES} className={styles.photo} />
      ) : null}
      <div className={styles.body}>
        <p className={styles.where}>
          {trip.destination.place}, {trip.destination.country}
        </p>
        <Heading className={styles.title}>
          <AppLink href={tripPath(trip.slug)} className={clsx(stretched.link, styles.link)}>
            {trip.title}
          </AppLink>
        </Heading>
        <p className={styles.duration}>{trip.durationText}</p>
        <TripPrice trip={trip} />
        {service ? <p className={styles.service}>{service.title}</p> : null}
      </div>
    </article>
  );
}
