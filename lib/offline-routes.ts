/**
 * What the service worker (lib/service-worker.worker.ts) does with each request, as pure functions
 * the unit tests read: which cache a request belongs to, the names of the caches of one build, and
 * the page a React payload belongs to. docs/decisions/0060 says why each kind is kept as it is.
 */
import { searchIndexFolder } from './search';

/**
 * Where the build publishes the agency's own photos (lib/local-photos.ts, photoVariantFolder, which
 * reads files and cannot come into a browser bundle; a unit test keeps the two equal).
 */
export const PHOTO_FOLDER = '/_photos/';

/** Every cache the worker keeps starts with this, so it (and the kill switch) touch no other cache of the origin. */
export const CACHE_PREFIX = 'travel-orchard';

/**
 * The kinds of response the worker keeps:
 * - assets: `/_next/static/` (scripts, styles, the font), named by content: cache first;
 * - pages: HTML and the React payloads client-side navigation fetches: network first, short timeout;
 * - search: the Pagefind files a search fetched: network first (some names are not hashed);
 * - photos: the site's own photos seen, bounded: cache first;
 * - offline: the offline page and what it needs, precached at install.
 */
export type CacheKind = 'assets' | 'pages' | 'search' | 'photos';

/** The caches of one build: `travel-orchard-pages-<version>`. */
export function cacheNames(version: string): Record<CacheKind | 'offline', string> {
  const name = (kind: string) => `${CACHE_PREFIX}-${kind}-${version}`;
  return {
    assets: name('assets'),
    pages: name('pages'),
    search: name('search'),
    photos: name('photos'),
    offline: name('offline'),
  };
}

/** Whether a cache is the worker's pages cache, of this build or an earlier one (the pages kept outlive a deploy until activation). */
export const isPagesCache = (name: string) => name.startsWith(`${CACHE_PREFIX}-pages-`);

/** The worker's caches that belong to another build (or none): what activation deletes. */
export function outdatedCaches(existing: string[], version: string): string[] {
  const current = new Set(Object.values(cacheNames(version)));
  return existing.filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && !current.has(name));
}

/** The worker's file and the scope it controls, under the site's base path ('' or '/travel-orchard'). */
export const serviceWorkerUrl = (basePath: string) => `${basePath}/sw.js`;
export const serviceWorkerScope = (basePath: string) => `${basePath}/`;

/** A React payload of the static export: `/about/index.txt` (a navigation) or `/about/__next._tree.txt` (a prefetch's segment). */
const PAYLOAD = /\/(index|__next\.[^/]*)\.txt$/;

/** What the worker needs to know of a request. */
export type RequestFacts = { url: string; mode?: string; destination?: string; method?: string };

/**
 * The cache a same-origin GET request under `origin` + `basePath` belongs to, or null for a request
 * the worker leaves to the browser: another origin (the image CDN: opaque, unbounded), the CMS at
 * /admin/, the worker itself, and anything else (icons, the feed, the sitemap).
 */
export function cacheKindOf(request: RequestFacts, origin: string, basePath: string): CacheKind | null {
  if ((request.method ?? 'GET') !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return null;
  const path = url.pathname.slice(basePath.length) || '/';
  if (path.startsWith('/admin/') || path === '/admin' || path === '/sw.js') return null;
  if (path.startsWith('/_next/static/')) return 'assets';
  if (path.startsWith(`/${searchIndexFolder}/`)) return 'search';
  if (path.startsWith(PHOTO_FOLDER)) return 'photos';
  if (request.mode === 'navigate' || request.destination === 'document') return 'pages';
  if (PAYLOAD.test(path) || path.endsWith('/') || path.endsWith('.html')) return 'pages';
  return null;
}

/** The page a React payload belongs to (`/blog/a/index.txt` -> `/blog/a/`), or null when `pathname` is not one. */
export function pageOfPayload(pathname: string): string | null {
  const match = PAYLOAD.exec(pathname);
  return match ? pathname.slice(0, match.index + 1) : null;
}

/** A page's whole React payload (`/about/index.txt`), what a tap fetches, as opposed to a prefetch's segments. */
export const pagePayloadOf = (page: string) => `${page}index.txt`;

/**
 * The key a response is kept under: without the query. In a static export a page's HTML and
 * payloads are the same for any query (`?q=visa`, Next's `?_rsc=` cache buster, Pagefind's `?ts=`),
 * so one entry per file keeps the cache bounded and finds the file whatever the query.
 */
export function cacheKeyOf(url: string): string {
  const key = new URL(url);
  key.search = '';
  key.hash = '';
  return key.href;
}

/** Next's cache-busting query on a payload request. */
export const PAYLOAD_CACHE_BUSTER = '_rsc';

/**
 * The URL to ask the network for: a payload without Next's cache buster, any other URL as it is.
 * Next gives each tap's payload request a query of its own, so the browser's HTTP cache never
 * revalidated it and a return visit by tap downloaded the whole payload again (9-12 kB a page);
 * the file is the same for any query in a static export, and asked for without it, it is
 * revalidated like the HTML (a 304 where the host sends ETags).
 */
export function networkUrlOf(url: string): string {
  const target = new URL(url);
  if (!target.searchParams.has(PAYLOAD_CACHE_BUSTER)) return url;
  target.searchParams.delete(PAYLOAD_CACHE_BUSTER);
  return target.href;
}

/**
 * The pages a device can open offline, from the keys of the pages cache: those whose HTML is kept (a
 * path ending in `/`, a page opened by its address) and those whose whole payload is (`index.txt`,
 * a page reached by a tap, which the offline page renders from it: components/offline/KeptPage.tsx),
 * under the base path, without the offline page itself, in the order kept.
 */
export function seenPagePaths(keys: string[], basePath: string, offlinePath: string): string[] {
  const paths = keys
    .map((key) => new URL(key).pathname)
    .map((path) => (path.endsWith('/index.txt') ? pageOfPayload(path)! : path))
    .filter((path) => path.endsWith('/') && (!basePath || path.startsWith(`${basePath}/`)))
    .map((path) => path.slice(basePath.length) || '/')
    .filter((path) => path !== offlinePath);
  return [...new Set(paths)];
}

/** A page's title from its HTML, without the site's name after the bar (`About | Travel Orchard` -> `About`). */
export function pageTitleOf(html: string, siteName: string): string | null {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  if (!match?.[1]) return null;
  const title = match[1]
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
  return withoutSiteName(title, siteName);
}

/**
 * A page's title from its React payload, where Next writes the head as elements
 * (`["$","title","0",{"children":"About | Travel Orchard"}]`), without the site's name.
 */
export function pageTitleOfPayload(payload: string, siteName: string): string | null {
  const match = /\["\$","title","[^"]*",\{"children":("(?:[^"\\]|\\.)*")/.exec(payload);
  if (!match?.[1]) return null;
  try {
    return withoutSiteName((JSON.parse(match[1]) as string).trim(), siteName);
  } catch {
    return null;
  }
}

function withoutSiteName(title: string, siteName: string): string {
  const suffix = ` | ${siteName}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}
