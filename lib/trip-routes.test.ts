import { describe, expect, it } from 'vitest';
import {
  tripDestinationPath,
  tripPath,
  tripRouteFromSegments,
  tripRouteSegments,
  tripServicePath,
  type TripRoute,
} from './trip-routes';

describe('the trips addresses', () => {
  it('are /trips/, a trip, and the lists by service and by country', () => {
    expect([
      tripPath('umrah-packages'),
      tripServicePath('group-travel-coordination'),
      tripDestinationPath('United Arab Emirates'),
    ]).toEqual([
      '/trips/umrah-packages/',
      '/trips/services/group-travel-coordination/',
      '/trips/destinations/united-arab-emirates/',
    ]);
  });

  it('read back into the view each one shows, and nothing else', () => {
    const routes: TripRoute[] = [
      { kind: 'list' },
      { kind: 'trip', slug: 'umrah-packages' },
      { kind: 'service', service: 'leisure-family-travel' },
      { kind: 'destination', destination: 'ghana' },
    ];
    for (const route of routes) expect(tripRouteFromSegments(tripRouteSegments(route))).toEqual(route);
    expect(tripRouteFromSegments(['services'])).toEqual({ kind: 'trip', slug: 'services' });
    expect(tripRouteFromSegments(['umrah-packages', 'extra'])).toBeNull();
    expect(tripRouteFromSegments(['services', 'a', 'b'])).toBeNull();
  });
});
