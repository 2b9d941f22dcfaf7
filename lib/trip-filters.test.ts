import { describe, expect, it } from 'vitest';
import { destinationFilters, featuredTrips, serviceFilters, tripsOfService, tripsToDestination } from './trip-filters';
import type { Trip } from './trips';

const trip = (slug: string, service: string, country: string, priced = true, upcomingDepartures = ['2027-01-16']) =>
  ({
    slug,
    service,
    destination: { place: slug, country },
    offer: priced ? { price: '₦1' } : null,
    upcomingDepartures,
  }) as unknown as Trip;

const trips = [
  trip('zanzibar', 'leisure-family-travel', 'Tanzania'),
  trip('umrah', 'group-travel-coordination', 'Saudi Arabia'),
  trip('accra', 'leisure-family-travel', 'Ghana', false),
  trip('safari', 'leisure-family-travel', 'Tanzania'),
  // Priced, but every departure has closed (or it has none): never featured.
  trip('closed', 'leisure-family-travel', 'Kenya', true, []),
];

describe('narrowing the trips', () => {
  it("lists the services with trips in the services' order, and the countries alphabetically, with counts", () => {
    expect(serviceFilters(trips).map(({ slug, count }) => [slug, count])).toEqual([
      ['leisure-family-travel', 4],
      ['group-travel-coordination', 1],
    ]);
    expect(destinationFilters(trips)).toEqual([
      { slug: 'ghana', name: 'Ghana', count: 1 },
      { slug: 'kenya', name: 'Kenya', count: 1 },
      { slug: 'saudi-arabia', name: 'Saudi Arabia', count: 1 },
      { slug: 'tanzania', name: 'Tanzania', count: 2 },
    ]);
    expect(tripsOfService(trips, 'group-travel-coordination').map((t) => t.slug)).toEqual(['umrah']);
    expect(tripsToDestination(trips, 'tanzania').map((t) => t.slug)).toEqual(['zanzibar', 'safari']);
  });

  it('features only trips whose price holds and that have an open departure, in order, up to the count', () => {
    expect(featuredTrips(trips, 2).map((t) => t.slug)).toEqual(['zanzibar', 'umrah']);
    expect(featuredTrips(trips, 5).map((t) => t.slug)).toEqual(['zanzibar', 'umrah', 'safari']);
  });
});
