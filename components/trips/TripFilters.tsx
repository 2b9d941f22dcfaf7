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

type FilterLink = { path: string; name: string; count?: number };

/**
 * Narrowing the list by service or by destination: links to static pages, one per service and per
 * country, so it works at first paint with no JavaScript at all.
 */
export function TripFilters({ services, destinations, current }: TripFiltersProps) {
  const { filters } = tripsCopy;
  const row = (links: FilterLink[], labelledBy?: string) => (
    <ul className={styles.row} aria-labelledby={labelledBy}>
      {links.map(({ path, name, count }) => (
        <li key={path}>
          <AppLink href={path} className={styles.filter} aria-current={path === current ? 'page' : undefined}>
            {name}
            {count === undefined ? null : <span className={styles.count}> ({count})</span>}
          </AppLink>
        </li>
      ))}
    </ul>
  );
  const groups = [
    {
      id: 'trip-filter-services',
      title: filters.byService,
      links: services.map((f) => ({ ...f, path: tripServicePath(f.slug) })),
    },
    {
      id: 'trip-filter-destinations',
      title: filters.byDestination,
      links: destinations.map((f) => ({ ...f, path: tripDestinationPath(f.name) })),
    },
  ];
  return (
    <nav className={styles.filters} aria-label={filters.label}>
      {row([{ path: TRIPS_PATH, name: filters.all }])}
      {groups.map((group) => (
        <div key={group.id} className={styles.group}>
          <h2 className={styles.heading} id={group.id}>
            {group.title}
          </h2>
          {row(group.links, group.id)}
        </div>
      ))}
    </nav>
  );
}
