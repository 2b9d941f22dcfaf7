import { AppLink } from '@/components/ui/AppLink';
import { tripsCopy } from '@/content/trips';
import type { TripFilter } from '@/lib/trip-filters';
import { TRIPS_PATH, tripDestinationPath, tripServicePath } from '@/lib/trip-routes';
import styles from './TripFilters.module.css';

type TripFiltersProps = {
  services: readonly TripFilter[];
  destinations: readonly TripFilter[];
  /** The address of the list shown, marked as the current one. */
  current: string;
};

/**
 * Narrowing the list by service or by destination: links to static pages, one per service and per
 * country, so it works at first paint with no JavaScript at all.
 */
export function TripFilters({ services, destinations, current }: TripFiltersProps) {
  const { filters } = tripsCopy;
  const link = (path: string, name: string, count?: number) => (
    <li key={path}>
      <AppLink href={path} className={styles.filter} aria-current={path === current ? 'page' : undefined}>
        {name}
        {count === undefined ? null : <span className={styles.count}> ({count})</span>}
      </AppLink>
    </li>
  );
  return (
    <nav className={styles.filters} aria-label={filters.label}>
      <ul className={styles.row}>{link(TRIPS_PATH, filters.all)}</ul>
      <div className={styles.group}>
        <h2 className={styles.heading} id="trip-filter-services">
          {filters.byService}
        </h2>
        <ul className={styles.row} aria-labelledby="trip-filter-services">
          {services.map((filter) => link(tripServicePath(filter.slug), filter.name, filter.count))}
        </ul>
      </div>
      <div className={styles.group}>
        <h2 className={styles.heading} id="trip-filter-destinations">
          {filters.byDestination}
        </h2>
        <ul className={styles.row} aria-labelledby="trip-filter-destinations">
          {destinations.map((filter) => link(tripDestinationPath(filter.name), filter.name, filter.count))}
        </ul>
      </div>
    </nav>
  );
}
