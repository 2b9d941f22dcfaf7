import { ButtonLink } from '@/components/ui/ButtonLink';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { TripGrid } from '@/components/trips/TripGrid';
import { tripsCopy } from '@/content/trips';
import { TRIPS_PATH } from '@/lib/trip-routes';
import type { Trip } from '@/lib/trips';
import styles from './FeaturedTrips.module.css';

/** Home's "Featured Trips", after Our Services (lib/trip-filters.ts picks them: priced, departing soonest). None, no section. */
export function FeaturedTrips({ trips }: { trips: readonly Trip[] }) {
  const copy = tripsCopy.featured;
  if (trips.length === 0) return null;
  return (
    <Section aria-labelledby="home-trips-title">
      <SectionHeading id="home-trips-title" title={copy.title} intro={copy.subtitle} />
      <TripGrid trips={trips} headingLevel={3} aria-labelledby="home-trips-title" />
      <div className={styles.more}>
        <ButtonLink href={TRIPS_PATH} variant="secondary" size="lg">
          {copy.allLink}
        </ButtonLink>
      </div>
    </Section>
  );
}
