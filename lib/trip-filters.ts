import { services, type Service } from './services';
import { slugify } from './slug';
import type { Trip } from './trips';

/** A way to narrow the trips list: its page's segment, its name and how many trips it holds. */
export type TripFilter = { slug: string; name: string; count: number };

/** The services that have trips, in the services' own order. */
export function serviceFilters(trips: readonly Trip[]): (TripFilter & { service: Service })[] {
  return services.flatMap((service) => {
    const count = trips.filter((trip) => trip.service === service.id).length;
    return count > 0 ? [{ slug: service.id, name: service.title, count, service }] : [];
  });
}

/** The countries trips go to, alphabetically. */
export function destinationFilters(trips: readonly Trip[]): TripFilter[] {
  const byCountry = new Map<string, TripFilter>();
  for (const { destination } of trips) {
    const slug = slugify(destination.country);
    const known = byCountry.get(slug);
    byCountry.set(slug, { slug, name: known?.name ?? destination.country, count: (known?.count ?? 0) + 1 });
  }
  return [...byCountry.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function tripsOfService(trips: readonly Trip[], serviceId: string): Trip[] {
  return trips.filter((trip) => trip.service === serviceId);
}

export function tripsToDestination(trips: readonly Trip[], destinationSlug: string): Trip[] {
  return trips.filter((trip) => slugify(trip.destination.country) === destinationSlug);
}

/**
 * The home page's featured trips: those whose price still holds and that have a departure still
 * open for booking (lib/trip-departures.ts), departing soonest (the collection's order), up to `count`.
 */
export function featuredTrips(trips: readonly Trip[], count: number): Trip[] {
  return trips.filter((trip) => trip.offer !== null && trip.upcomingDepartures.length > 0).slice(0, count);
}
