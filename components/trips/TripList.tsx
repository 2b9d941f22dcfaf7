import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { tripsCopy } from '@/content/trips';
import type { TripFilter } from '@/lib/trip-filters';
import type { Trip } from '@/lib/trips';
import { TripFilters } from './TripFilters';
import { TripGrid } from './TripGrid';
import styles from './TripList.module.css';

type TripListProps = {
  trips: readonly Trip[];
  title: string;
  subtitle: string;
  /** This list's address, marked in the filters. */
  path: string;
  filters: { services: readonly TripFilter[]; destinations: readonly TripFilter[] };
};

/** /trips/ and its lists by service and by destination: the hero, the filters, then the cards. */
export function TripList({ trips, title, subtitle, path, filters }: TripListProps) {
  return (
    <>
      <PageHero title={title} subtitle={subtitle} />
      <Container>
        <div className={styles.column}>
          {trips.length === 0 ? (
            <p className={styles.empty}>{tripsCopy.emptyMessage}</p>
          ) : (
            <>
              <TripFilters services={filters.services} destinations={filters.destinations} current={path} />
              <TripGrid trips={trips} aria-label={title} />
            </>
          )}
        </div>
      </Container>
    </>
  );
}
