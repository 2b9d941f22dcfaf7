/**
 * The kind of page a path shows, for analytics: the field vitals are read per kind (a post's LCP is
 * its photo, the home page's its heading), and a tap on WhatsApp says which kind of page it came
 * from. Derived from the address alone, so the browser code needs no page to tell it.
 */
import { routeFromSegments } from './blog-routes';
import { tripRouteFromSegments } from './trip-routes';

/**
 * A collection's pages that need no route module of their own: its list at `path` (`/visas/`) and
 * each entry one level below it, with the kinds they are counted as (lib/collections.ts's
 * `collectionPages`, which the build hands to the browser's analytics). A new collection is
 * counted by its own name and noun without an edit here.
 */
export type CollectionPages = { path: string; list: string; entry: string };

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
  | 'contact'
  | 'privacy'
  | 'offline'
  | 'other'
  // A collection's list or entry (CollectionPages): `visas`, `visa-guide`.
  | (string & {});

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
 * `/trips/` and its lists by service and destination trips; a collection of `collections` by its
 * list's and entry's kinds (`/visas/` visas, `/visas/<country>/` visa-guide). 'other' for anything
 * the site does not route (a 404 page at an unknown address, `/admin/`).
 */
export function pageKind(pathname: string, basePath = '', collections: readonly CollectionPages[] = []): PageKind {
  const path =
    basePath && (pathname === basePath || pathname.startsWith(`${basePath}/`)) ? pathname.slice(basePath.length) : pathname;
  const [first = '', ...rest] = path.split('/').filter(Boolean);
  if (rest.length === 0 && first in SINGLE) return SINGLE[first]!;
  if (first === 'trips') {
    // A list of trips (all, a service's, a destination's) is `trips`; one trip's page, `trip`.
    const trip = tripRouteFromSegments(rest);
    return !trip ? 'other' : trip.kind === 'trip' ? 'trip' : 'trips';
  }
  if (first === 'blog') {
    if (rest[0] === 'search' && rest.length === 1) return 'search';
    const route = routeFromSegments(rest);
    if (!route) return 'other';
    return route.kind === 'list' ? 'blog' : route.kind;
  }
  const collection = collections.find(({ path }) => path === `/${first}/`);
  if (!collection) return 'other';
  return rest.length === 0 ? collection.list : rest.length === 1 ? collection.entry : 'other';
}
