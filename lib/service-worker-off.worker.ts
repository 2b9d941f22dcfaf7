/// <reference lib="webworker" />
/**
 * The kill switch (docs/deploy.md, "Removing the service worker"): built as the export's `sw.js`
 * instead of lib/service-worker.worker.ts when NEXT_PUBLIC_SERVICE_WORKER=off. Browsers look for a
 * new `sw.js` on each visit; this one takes over at once, deletes every cache the site's worker
 * kept and unregisters itself, so the next request of every open page goes to the network as if
 * there had never been a worker. It answers no request.
 */
import { CACHE_PREFIX } from './offline-routes';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(`${CACHE_PREFIX}-`)).map((name) => caches.delete(name)));
      await self.registration.unregister();
    })(),
  );
});
