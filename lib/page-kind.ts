/**
 * The kind of page a path shows, for analytics: the field vitals are read per kind (a post's LCP is
 * its photo, the home page's its heading), and a tap on WhatsApp says which kind of page it came
 * from. Derived from the address alone, so the browser code needs no page to tell it.
 */
import { routeFromSegments } from './blog-routes';
import { tripRouteFromSegments } from './trip-routes';

export type PageKind =
  | 'home'
  | 'about'
  | 'service'
  | 'blog'
  | 'post'
  | 'topics'
  | 'topic'
  | 'search'
  | 'trips'
  | 'trip'
  | 'visas'
  | 'visa'
  | 'contact'
  | 'privacy'
  | 'offline'
  | 'other';

const SINGLE: Record<string, PageKind> = {
  '': 'home',
  about: 'about',
  services: 'service',
  contact: 'contact',
  privacy: 'privacy',
  offline: 'offline',
};

/**
 * The kind of the page at `pathname` (with or without its trailing slash, under `basePath` when
 * the site has one): `/` home, `/services/` service, `/blog/<slug>/` post, `/trips/<slug>/` trip,
 * `/trips/` and its lists by service and destination trips, `/visas/` visas and `/visas/<country>/` visa...
 * 'other' for anything the site does not route (a 404 page at an unknown address, `/admin/`).
 */
export function pageKind(pathname: string, basePath = ''): PageKind {
  const path =
    basePath && (pathname === basePath || pathname.startsWith(`${basePath}/`)) ? pathname.slice(basePath.length) : pathname;
  const [first = '', ...rest] = path.split('/').filter(Boolean);
  if (rest.length === 0 && first in SINGLE) return SINGLE[first]!;
  if (first === 'trips') {
    // A list of trips (all, a service's, a destination's) is `trips`; one trip's page, `trip`.
    const trip = tripRouteFromSegments(rest);
    return !trip ? 'other' : trip.kind === 'trip' ? 'trip' : 'trips';
  }
  if (first === 'visas') return rest.length === 0 ? 'visas' : rest.length === 1 ? 'visa' : 'other';
  if (first !== 'blog') return 'other';
  if (rest[0] === 'search' && rest.length === 1) return 'search';
  const route = routeFromSegments(rest);
  if (!route) return 'other';
  return route.kind === 'list' ? 'blog' : route.kind;
}
