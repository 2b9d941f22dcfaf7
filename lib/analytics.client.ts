/**
 * The browser side of the analytics (docs/decisions/0090-privacy-first-analytics.md), bundled by
 * scripts/build/analytics.ts into the export's `analytics.js` only when NEXT_PUBLIC_ANALYTICS_HOST
 * is set, and loaded by the head script once the page has loaded and the browser is idle
 * (lib/head-script.ts), never by a visitor whose browser sends Global Privacy Control.
 *
 * It counts page views (Plausible's tracker: one per page, by address or by a tap, none for a React
 * payload), the taps on WhatsApp, the phone, e-mail and "Enquire about this trip" (one delegated
 * listener), the events components queued (lib/analytics-events.ts), and the page's field vitals.
 * No cookie, nothing in storage, no query string but a campaign's, and never a form's value.
 */
import { init, track } from '@plausible-analytics/tracker';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  ANALYTICS_REPLAY_MESSAGE,
  cleanUrl,
  tapEventOf,
  vitalsEvent,
  type AnalyticsSettings,
  type CountedEvent,
  type VitalsMetric,
} from './analytics';
import { ANALYTICS_QUEUE } from './analytics-events';
import { PAGEVIEW_LOG, type LoggedPageview, type PageviewLog } from './analytics-pageviews';
import { pageKind, type CollectionPages } from './page-kind';

/** Written by the build: the settings, the base path, the collections' pages (their kinds), and what the service worker is told. */
declare const __ANALYTICS__: AnalyticsSettings & { basePath: string; collectionPages: CollectionPages[] };

const settings = __ANALYTICS__;

/**
 * What did not reach the provider is said in the console, never silently lost or sent again: the
 * service worker answers 502 for a send the provider refused (its CORS, lib/service-worker.worker.ts),
 * and without the worker a refusal or a lost network rejects the request.
 */
const reportFailure = (name: string) => (result?: { status: number } | { error: unknown }) => {
  if (result && 'error' in result) console.warn(`Analytics: "${name}" was not delivered (${String(result.error)}).`);
  else if (result && result.status >= 400) console.warn(`Analytics: the provider refused "${name}" (HTTP ${result.status}).`);
};

const send = ({ name, props }: CountedEvent, url?: string, interactive = true) =>
  track(name, { props, interactive, callback: reportFailure(name), ...(url ? { url } : {}) });

/** Events made while the data was down wait in the service worker: it is asked to send them now. */
function askWorkerToReplay() {
  navigator.serviceWorker?.controller?.postMessage({ type: ANALYTICS_REPLAY_MESSAGE });
}

/**
 * Takes the page views over from the head script (lib/analytics-pageviews.ts), which logged the
 * visit's pages from the first byte: the ones it has not sent (the visit's pages before this script
 * came) go first, in their order, each with its own address, so the landing page is the entry page
 * with its source and never lends them to the next; the page on screen goes through the tracker,
 * which then measures its engagement; every later one as it comes. `onView` hears each new page.
 */
function takeOverPageviews(onView: (view: LoggedPageview) => void): PageviewLog {
  const holder = window as unknown as Record<string, PageviewLog | undefined>;
  const log = holder[PAGEVIEW_LOG] ?? { v: [{ u: window.location.href, r: document.referrer }], f: () => undefined };
  const count = (view: LoggedPageview) => {
    view.s = true;
    track('pageview', { url: view.u, callback: reportFailure('pageview') });
  };
  const current = log.v.at(-1);
  const currentWaits = current && !current.s;
  // The earlier pages as the head script sends them: no engagement is measured for a page already left.
  if (current) current.s = true;
  log.f();
  if (current && currentWaits) count(current);
  log.t = (view) => {
    count(view);
    onView(view);
  };
  // A page restored from the back/forward cache is a new view of it (as the tracker counts it).
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) log.t?.({ u: window.location.href, r: document.referrer });
  });
  return log;
}

/** True when the browser tells soft navigations apart (Chromium 151 on): as web-vitals checks it. */
const softNavigationsMeasured = () =>
  Boolean(
    PerformanceObserver.supportedEntryTypes?.includes('soft-navigation') &&
    typeof (globalThis as { PerformanceSoftNavigation?: { prototype: { getLargestInteractionContentfulPaint?: unknown } } })
      .PerformanceSoftNavigation?.prototype?.getLargestInteractionContentfulPaint === 'function',
  );

/**
 * LCP, CLS and INP of each page view, and TTFB of the page loaded, each sent once (per web-vitals'
 * metric `id`) with the address and kind of the page it was measured on, never of the page on
 * screen when it is sent: a page's values are final when the visitor leaves it, by a tap or by
 * hiding the page.
 * - Where the browser measures soft navigations (Chromium), web-vitals' `reportSoftNavs` gives each
 *   page reached by a tap its own LCP, CLS and INP and names its address (`navigationURL`).
 * - Elsewhere (Firefox, Safari), the browser measures the document, not the page: CLS and INP would
 *   go on adding up over the pages reached by taps. So they are read as they change and kept while
 *   the visitor is on the landing page; when they tap on, the landing page's values go, and nothing
 *   of CLS and INP is sent for the later pages, which no one can attribute. LCP (it stops at the
 *   first tap) and TTFB belong to the load and are sent as they come.
 */
function reportVitals(landedOn: string, leftAlready: boolean, pageviews: () => number): (view: LoggedPageview) => void {
  const sent = new Set<string>();
  const sendMetric = (metric: Metric) => {
    if (sent.has(metric.id)) return;
    sent.add(metric.id);
    const url = metric.navigationURL || landedOn;
    const kind = pageKind(new URL(url).pathname, settings.basePath, settings.collectionPages);
    // Not interactive: a vital is not the visitor doing something, so it never changes the bounce rate.
    send(vitalsEvent({ ...metric, name: metric.name as VitalsMetric }, kind), url, false);
  };
  onTTFB(sendMetric);
  if (softNavigationsMeasured()) {
    // The browser's soft navigations, counted before web-vitals hears of each (this observer is first).
    let softNavigations = 0;
    new PerformanceObserver((list) => (softNavigations += list.getEntries().length)).observe({
      type: 'soft-navigation',
      buffered: true,
    });
    // A tap the browser did not see as a navigation (its heuristics want an interaction, a new
    // address and a paint; Chromium 156 missed some of Next's) leaves web-vitals measuring two pages
    // as one CLS and INP: from the first page view it missed on, they are not attributable, and not
    // sent. LCP stops at a page's first tap, so it never spills into the next page.
    const attributable = (metric: Metric) => {
      if (softNavigations >= pageviews() - 1) sendMetric(metric);
    };
    const perPage = { reportSoftNavs: true };
    onLCP(sendMetric, perPage);
    onCLS(attributable, perPage);
    onINP(attributable, perPage);
    return () => undefined;
  }
  let onLandingPage = !leftAlready;
  const kept = new Map<string, Metric>();
  const flush = () => {
    for (const metric of kept.values()) sendMetric(metric);
    kept.clear();
  };
  // A restore from the back/forward cache starts new metrics, under the landing page's address
  // whatever page is on screen: sent only while that is still the landing page.
  const ofLoad = (metric: Metric) => {
    if (onLandingPage || metric.navigationType !== 'back-forward-cache') sendMetric(metric);
  };
  onLCP(ofLoad);
  const keep = (metric: Metric) => {
    if (onLandingPage) kept.set(metric.name, metric);
  };
  onCLS(keep, { reportAllChanges: true });
  onINP(keep, { reportAllChanges: true });
  // After web-vitals' own listeners, which report the final values on the same event.
  const flushSoon = () => queueMicrotask(flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushSoon();
  });
  window.addEventListener('pagehide', flushSoon);
  return () => {
    flush();
    onLandingPage = false;
  };
}

function start() {
  init({
    domain: settings.site,
    endpoint: settings.endpoint,
    // The head script's log counts the pages (takeOverPageviews), the landing page's included.
    autoCapturePageviews: false,
    captureOnLocalhost: settings.local,
    logging: false,
    bindToWindow: false,
    // Links are counted below, by what they are for; forms never: their values are the visitor's.
    outboundLinks: false,
    fileDownloads: false,
    formSubmissions: false,
    transformRequest: (payload) => ({ ...payload, u: cleanUrl(payload.u), r: payload.r ? cleanUrl(payload.r) : payload.r }),
  });

  // What components counted before this script was in, then everything they count from now on.
  const holder = window as unknown as Record<string, unknown>;
  const waiting = Array.isArray(holder[ANALYTICS_QUEUE]) ? (holder[ANALYTICS_QUEUE] as CountedEvent[]) : [];
  holder[ANALYTICS_QUEUE] = { push: (event: CountedEvent) => send(event) };
  for (const event of waiting) send(event);

  // One listener for every counted link, whatever component draws it (the trips' "Enquire about
  // this trip" included): captured, so no handler further down can hide a tap.
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href');
      if (!href) return;
      const counted = tapEventOf(href, window.location.href, settings.basePath, settings.collectionPages);
      if (counted) send(counted);
    },
    true,
  );

  const landedOn = performance.getEntriesByType('navigation')[0]?.name || window.location.href;
  // Tapped on before this script came: the landing page's CLS and INP can no longer be told apart.
  const leftAlready = ((window as unknown as Record<string, PageviewLog | undefined>)[PAGEVIEW_LOG]?.v.length ?? 1) > 1;
  // Filled in below, once the vitals' page-leave hook exists; until then the visit has its landing page only.
  const taken: { log?: PageviewLog } = {};
  const pageviews = () => taken.log?.v.length ?? 1;
  const leftPage = Math.random() < settings.vitalsSampleRate ? reportVitals(landedOn, leftAlready, pageviews) : () => undefined;
  taken.log = takeOverPageviews(leftPage);

  askWorkerToReplay();
  window.addEventListener('online', askWorkerToReplay);
}

// The head script checks it too; a browser that sends Global Privacy Control is never counted.
if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl !== true) start();
