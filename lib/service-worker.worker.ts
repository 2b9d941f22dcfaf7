/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/0060-a-service-worker-for-a-visit-that-survives-the-network.md),
 * built from Serwist's parts, bundled by scripts/build/service-worker.ts into the export's `sw.js`
 * with the values declared below. lib/offline-routes.ts decides which cache a request goes to.
 */
import {
  BackgroundSyncQueue,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type RuntimeCaching,
  type SerwistPlugin,
} from 'serwist';
import { offlinePage, serviceWorkerTuning } from '@/content/offline';
import { ANALYTICS_REPLAY_MESSAGE } from './analytics';
import { cacheKeyOf, cacheKindOf, cacheNames, networkUrlOf, outdatedCaches, type CacheKind } from './offline-routes';

declare const self: ServiceWorkerGlobalScope;
/** Written by the build: the build's version, the base path, and the offline page with what it needs. */
declare const __SW_VERSION__: string;
declare const __SW_BASE_PATH__: string;
declare const __SW_PRECACHE__: PrecacheEntry[];
/** The search index's pages (Pagefind's index, fragment and filter files), when small enough to keep whole; else none. */
declare const __SW_SEARCH_INDEX__: string[];
/**
 * The analytics' events API and the queue's bounds when NEXT_PUBLIC_ANALYTICS_HOST is set, else
 * null (and none of this is in the worker): docs/decisions/0090-privacy-first-analytics.md.
 */
declare const __SW_ANALYTICS__: { endpoint: string; maxEvents: number; maxAgeMinutes: number } | null;

const basePath = __SW_BASE_PATH__;
const names = cacheNames(__SW_VERSION__);
const DAY = 24 * 60 * 60;
const offlineUrl = `${basePath}${offlinePage.path}`;
const { networkTimeoutSeconds } = serviceWorkerTuning;
/**
 * The host sends `Vary: Accept-Encoding` with text; the Cache API keeps the body decoded, so the
 * header says nothing here, and Firefox, which honours it against the request's own headers,
 * missed pages it had kept (a reload offline showed the offline page).
 */
const matchOptions = { ignoreVary: true };

/** One entry per file, whatever its query (lib/offline-routes.ts, cacheKeyOf). */
const withoutQuery: SerwistPlugin = { cacheKeyWillBeUsed: async ({ request }) => cacheKeyOf(request.url) };

/** A tap's payload is asked for through the browser's HTTP cache (lib/offline-routes.ts, networkUrlOf). */
const payloadThroughHttpCache: SerwistPlugin = {
  requestWillFetch: async ({ request }) => {
    const url = networkUrlOf(request.url);
    if (url === request.url || request.mode === 'navigate') return request;
    return new Request(url, { headers: request.headers, credentials: request.credentials, signal: request.signal });
  },
};

/**
 * Once a search has fetched the index's entry, the rest of a small index is kept too (its words and
 * every post's excerpt), so a search for another post works offline. Only for readers who search.
 */
const keepWholeIndex: SerwistPlugin = {
  cacheDidUpdate: async ({ cacheName, request }) => {
    if (!new URL(request.url).pathname.endsWith('/pagefind-entry.json')) return;
    const cache = await caches.open(cacheName);
    for (const url of __SW_SEARCH_INDEX__) {
      if (await cache.match(url, matchOptions)) continue;
      const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
      if (response?.ok) await cache.put(url, response);
      else return;
    }
  },
};

const expiration = ({ maxEntries, maxAgeDays }: { maxEntries: number; maxAgeDays: number }) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: maxAgeDays * DAY, purgeOnQuotaError: true });

const matches =
  (kind: CacheKind) =>
  ({ request }: { request: Request }) =>
    cacheKindOf(request, self.location.origin, basePath) === kind;

/**
 * An event the page sends while the data is down waits here, in IndexedDB (the event alone: no
 * identifier), and goes when the network returns: on Background Sync's `sync` where the browser has
 * it (Chromium), and on the page's asking at its next load or `online` everywhere (Firefox and
 * Safari have no Background Sync). Bounded: the oldest goes first past `maxEvents`, and an event
 * older than `maxAgeMinutes` is dropped unsent. Each entry is taken off the queue before it is sent
 * again and put back only when the network is still gone, so two replays never send it twice.
 *
 * Only what never reached the provider is kept (issue 54). A refused CORS check and a network that
 * is gone both reject `fetch` with the same TypeError; a CORS refusal comes after the request was
 * received, and counted, so a replay would count it again on every visit for a day. So a rejected
 * send is followed by a probe of the provider's origin that needs no CORS (`no-cors`, HEAD, nothing
 * counted): if the probe gets any answer, the provider is reachable, the event was refused, and it
 * is dropped and logged in the console; if the probe fails too, the network is gone and the event
 * waits. An HTTP refusal (4xx, 5xx) is an answer: it goes back to the page, and from a replay it is
 * dropped and logged. A page gets 202 for what waits, 502 for what the provider refused.
 */
function analyticsRoute(analytics: NonNullable<typeof __SW_ANALYTICS__>): RuntimeCaching {
  const refused = (why: string) =>
    console.warn(`Analytics: ${analytics.endpoint} refused an event (${why}); dropped, not queued.`);
  /** True when the provider's origin answers at all: the failure was a refusal, not the network. */
  const reachable = () =>
    fetch(new URL('/', analytics.endpoint).href, {
      method: 'HEAD',
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
    }).then(
      () => true,
      () => false,
    );
  /**
   * Sends what waits, in order; false when the network is still gone (what is left waits on). The
   * queue is an argument: without Background Sync, Serwist calls `onSync` from its constructor.
   */
  const replay = async (queue: BackgroundSyncQueue): Promise<boolean> => {
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      try {
        const response = await fetch(entry.request.clone());
        if (!response.ok) refused(`HTTP ${response.status}`);
      } catch {
        if (await reachable()) refused('CORS');
        else {
          await queue.unshiftRequest(entry);
          return false;
        }
      }
    }
    return true;
  };
  const queue = new BackgroundSyncQueue('travel-orchard-analytics', {
    maxRetentionTime: analytics.maxAgeMinutes,
    // Thrown, so Background Sync tries again later.
    onSync: async ({ queue: waiting }) => {
      if (!(await replay(waiting))) throw new Error('Analytics: the network is still gone');
    },
  });
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === ANALYTICS_REPLAY_MESSAGE)
      event.waitUntil(replay(queue).catch(() => undefined));
  });
  return {
    matcher: ({ request, url }) => request.method === 'POST' && url.href === analytics.endpoint,
    method: 'POST',
    handler: async ({ request }) => {
      const kept = request.clone();
      try {
        return await fetch(request);
      } catch {
        if (await reachable()) {
          refused('CORS');
          return new Response(null, { status: 502, statusText: 'Refused by the provider' });
        }
        while ((await queue.size()) >= analytics.maxEvents) await queue.shiftRequest();
        await queue.pushRequest({ request: kept });
        return new Response(null, { status: 202, statusText: 'Queued' });
      }
    },
  };
}

const serwist = new Serwist({
  precacheEntries: __SW_PRECACHE__,
  precacheOptions: { cacheName: names.offline, concurrency: 4, matchOptions },
  // A new build's worker takes over at once: every strategy but the assets' asks the network first,
  // and the assets are named by content, so an open page of the old build keeps working.
  skipWaiting: true,
  clientsClaim: true,
  // No navigation preload: with it, Firefox ESR 153 answered a reload with the server down by the
  // offline page instead of the page kept (e2e/offline/offline.spec.ts, "pages seen reopen").
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    ...(__SW_ANALYTICS__ ? [analyticsRoute(__SW_ANALYTICS__)] : []),
    {
      matcher: matches('assets'),
      handler: new CacheFirst({ cacheName: names.assets, matchOptions, plugins: [expiration(serviceWorkerTuning.assets)] }),
    },
    {
      matcher: matches('pages'),
      handler: new NetworkFirst({
        cacheName: names.pages,
        networkTimeoutSeconds,
        matchOptions,
        plugins: [withoutQuery, payloadThroughHttpCache, expiration(serviceWorkerTuning.pages)],
      }),
    },
    {
      matcher: matches('search'),
      handler: new NetworkFirst({
        cacheName: names.search,
        networkTimeoutSeconds,
        matchOptions,
        plugins: [withoutQuery, keepWholeIndex],
      }),
    },
    {
      matcher: matches('photos'),
      handler: new CacheFirst({ cacheName: names.photos, matchOptions, plugins: [expiration(serviceWorkerTuning.photos)] }),
    },
  ],
  // A page whose HTML neither the network nor the cache has: the offline page, for a document only.
  // When the page's payload is kept (a page reached by a tap), the offline page renders the page from
  // it (components/offline/KeptPage.tsx): a tap costs no second download of the page as HTML.
  fallbacks: { entries: [{ url: offlineUrl, matcher: ({ request }) => request.destination === 'document' }] },
});

// Any other request neither the network nor the cache can answer gets a plain 503, as a host that
// is down would give, rather than a rejected promise, which Firefox reports to the page as an error
// of the page's own. The page treats both alike: Next loads a tap's page whole, and a script that
// cannot load fails as it would without a worker.
serwist.setCatchHandler(async () => new Response(null, { status: 503, statusText: 'Offline' }));

// The caches of earlier builds go once this build's worker is in charge.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((existing) => Promise.all(outdatedCaches(existing, __SW_VERSION__).map((name) => caches.delete(name)))),
  );
});

serwist.addEventListeners();
