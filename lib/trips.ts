import { defineCollection, getCollection, getEntry } from './collection';
import { tripSchema, type TripFrontmatter } from './trip-schema';
import { openDepartures } from './trip-departures';
import { currentOffer, formatDuration, type TripOffer } from './trip-price';

/**
 * A trip as the site shows it: what its file says, plus what the build works out on its day: the
 * offer while the price holds (null after), the departures still open for booking
 * (lib/trip-departures.ts), the duration in words.
 */
export type Trip = TripFrontmatter & {
  slug: string;
  markdown: string;
  offer: TripOffer | null;
  upcomingDepartures: string[];
  durationText: string;
};

/** Trips with a price first, then by the next departure (on request last), then by title. */
export function compareTrips(a: Trip, b: Trip): number {
  const priced = Number(b.offer !== null) - Number(a.offer !== null);
  if (priced !== 0) return priced;
  const next = (trip: Trip) => trip.upcomingDepartures[0] ?? '9999-12-31';
  return next(a).localeCompare(next(b)) || a.title.localeCompare(b.title);
}

/** The trips: content/trips/*.md, at /trips/<slug>/. Prices expire by themselves on the daily build. */
export const trips = defineCollection({
  name: 'trips',
  noun: 'trip',
  folder: 'content/trips',
  schema: tripSchema,
  // The list's own filter pages: /trips/services/<id>/ and /trips/destinations/<country>/.
  reservedSlugs: ['services', 'destinations'],
  entry: (data, { slug, markdown, today }): Trip => ({
    ...data,
    slug,
    markdown,
    offer: currentOffer(data.price, data.priceValidUntil, today),
    upcomingDepartures: openDepartures(data.departures, data.balanceDueDays, today),
    durationText: formatDuration(data.duration),
  }),
  compare: compareTrips,
});

/** Every trip to publish, in the list's order. */
export function getAllTrips(): Trip[] {
  return getCollection(trips);
}

export function getTripBySlug(slug: string): Trip | null {
  return getEntry(trips, slug);
}
