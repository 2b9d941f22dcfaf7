import { slugify } from './slug';

/**
 * The trips' addresses, and the reverse: which view a URL under /trips/ shows. One optional
 * catch-all route (app/trips/[[...segments]]), as for the blog, so a site with no trips yet still
 * builds: the list at /trips/ is always there to generate.
 */

export const TRIPS_PATH = '/trips/';

export function tripPath(slug: string): string {
  return `${TRIPS_PATH}${slug}/`;
}

/** The trips of one service: /trips/services/leisure-family-travel/. */
export function tripServicePath(serviceId: string): string {
  return `${TRIPS_PATH}services/${serviceId}/`;
}

/** The trips to one country: /trips/destinations/united-arab-emirates/. */
export function tripDestinationPath(country: string): string {
  return `${TRIPS_PATH}destinations/${slugify(country)}/`;
}

export type TripRoute =
  | { kind: 'list' }
  | { kind: 'trip'; slug: string }
  | { kind: 'service'; service: string }
  | { kind: 'destination'; destination: string };

export function tripRouteSegments(route: TripRoute): string[] {
  if (route.kind === 'trip') return [route.slug];
  if (route.kind === 'service') return ['services', route.service];
  if (route.kind === 'destination') return ['destinations', route.destination];
  return [];
}

export function tripRouteFromSegments(segments: readonly string[] | undefined): TripRoute | null {
  const [first, second, ...rest] = segments ?? [];
  if (rest.length > 0) return null;
  if (first === undefined) return { kind: 'list' };
  if (first === 'services' && second) return { kind: 'service', service: second };
  if (first === 'destinations' && second) return { kind: 'destination', destination: second };
  return second === undefined ? { kind: 'trip', slug: first } : null;
}
