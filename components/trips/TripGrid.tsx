import { RevealItem } from '@/components/ui/RevealItem';
import { RevealList } from '@/components/ui/RevealList';
import type { Trip } from '@/lib/trips';
import { TripCard } from './TripCard';
import styles from './TripGrid.module.css';

type TripGridProps = { trips: readonly Trip[]; headingLevel?: 2 | 3; 'aria-labelledby'?: string; 'aria-label'?: string };

/** Trip cards that fade in one after another, at the spec's stagger, as the site's other lists do. */
export function TripGrid({ trips, headingLevel, ...aria }: TripGridProps) {
  return (
    <RevealList className={styles.grid} {...aria}>
      {trips.map((trip) => (
        <RevealItem key={trip.slug}>
          <TripCard trip={trip} headingLevel={headingLevel} />
        </RevealItem>
      ))}
    </RevealList>
  );
}
