/**
 * The visit that survives the network (docs/decisions/0060): the offline page's words, and the
 * numbers the service worker (lib/service-worker.worker.ts) and the head script work with. The
 * module imports nothing, so the offline page's list and the worker take only these few values.
 */

/** The offline page (app/offline/page.tsx): what the worker shows for a page it does not have. */
export const offlinePage = {
  path: '/offline/',
  metaTitle: "You're offline",
  title: "You're offline",
  text: 'This page needs the internet, and this device has no connection right now. The pages below are saved on this device and open without one.',
  /** While a page reached by a tap is drawn from the copy kept on the device (components/offline/KeptPage.tsx). */
  openingKept: 'Opening the copy of this page saved on this device…',
  seenPagesTitle: 'Pages you can open now',
  /** While the list is read from this device's storage, or when the browser keeps none. */
  seenPagesLoading: 'Looking for the pages saved on this device…',
  seenPagesNone: 'No pages are saved on this device yet.',
  reachTitle: 'Reach us without the website',
  reachText: 'A call needs no data, and WhatsApp sends your message as soon as your phone is back online.',
  call: 'Call {phone}',
  whatsapp: 'Message us on WhatsApp',
  /** Followed by the address. */
  email: 'E-mail',
  retry: 'Try again',
} as const;

/** The blog search without a connection (components/blog/SearchPanel.tsx). */
export const offlineSearch = {
  /** When the search's own code could not be fetched (a failed download while the browser thinks it is online). */
  notLoaded: 'Search could not load just now. Browse the blog by topic instead:',
  /** When the device has no index to search. */
  unavailable:
    "You're offline, and this device has not kept the blog's search. The topics below open the pages you have already read:",
} as const;

/** The service worker's numbers. */
export const serviceWorkerTuning = {
  /**
   * A page (or its React payload) waits this long for the network before the saved copy is shown:
   * long enough for a slow 3G answer to come in, short enough that a stalled connection does not
   * keep a page the device has from showing.
   */
  networkTimeoutSeconds: 3,
  /** Photos kept: the latest this many, none older than this many days. */
  photos: { maxEntries: 60, maxAgeDays: 30 },
  /** Pages kept (HTML and payloads count separately): enough for a long visit, bounded for storage. */
  pages: { maxEntries: 200, maxAgeDays: 30 },
  /** Scripts, styles and the font: named by their content, kept while used, bounded all the same. */
  assets: { maxEntries: 200, maxAgeDays: 60 },
  /**
   * After a first search, the rest of the search index (words, excerpts, filters) is kept too when
   * it is at most this large (uncompressed), so a later search works offline: 3 posts make 12 KiB.
   */
  searchIndexMaxKiB: 200,
  /**
   * The offline page draws a page reached by a tap from its kept payload once per address in this
   * long (components/offline/KeptPage.tsx): should the drawing fail, Next loads the address whole,
   * and the offline page it gets again must not try again at once.
   */
  keptPageRetryMs: 30_000,
  /** The worker is registered once the page has loaded and the browser is idle, at the latest after this long. */
  registerIdleTimeoutMs: 5000,
} as const;

/**
 * Nothing waits on one stalled request (issue 40): the hold on the photos further down a page
 * (lib/head-script.ts) ends after this long, whatever the first screen's photo does.
 */
export const photoHoldMaxMs = 2000;
