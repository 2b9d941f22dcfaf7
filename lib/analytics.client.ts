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
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import {
  ANALYTICS_REPLAY_MESSAGE,
  cleanUrl,
  tapEventOf,
  vitalsEvent,
  type AnalyticsSettings,
  type CountedEvent,
  type VitalsMetric,
  type VitalsRating,
} from './analytics';
import { ANALYTICS_QUEUE } from './analytics-events';
import { pageKind } from './page-kind';

/** Written by the build: the settings, the base path, and what the service worker is told. */
declare const __ANALYTICS__: AnalyticsSettings & { basePath: string };

const settings = __ANALYTICS__;

const send = ({ name, props }: CountedEvent, url?: string, interactive = true) =>
  track(name, { props, interactive, ...(url ? { url } : {}) });

/** Events made while the data was down wait in the service worker: it is asked to send them now. */
function askWorkerToReplay() {
  navigator.serviceWorker?.controller?.postMessage({ type: ANALYTICS_REPLAY_MESSAGE });
}

/**
 * LCP, INP, CLS and TTFB of this document's load, once each, sent when the page is hidden (the
 * visitor leaves, switches app or tab): by then LCP and CLS are final and INP covers the visit.
 * web-vitals measures the page the visit landed on, so that page's kind and address go with them.
 */
function reportVitals() {
  const navigation = performance.getEntriesByType('navigation')[0];
  const landedOn = navigation?.name || window.location.href;
  const kind = pageKind(new URL(landedOn).pathname, settings.basePath);
  const ready = new Map<string, CountedEvent>();
  const sent = new Set<string>();
  const keep = (metric: { name: VitalsMetric; value: number; rating: VitalsRating }) =>
    ready.set(metric.name, vitalsEvent(metric, kind));
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  const flush = () => {
    for (const [name, event] of ready) {
      if (sent.has(name)) continue;
      sent.add(name);
      // Not interactive: a vital is not the visitor doing something, so it never changes the bounce rate.
      send(event, landedOn, false);
    }
    ready.clear();
  };
  // After web-vitals' own listeners, which report the final LCP, CLS and INP on the same event.
  const flushSoon = () => queueMicrotask(flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushSoon();
  });
  window.addEventListener('pagehide', flushSoon);
}

function start() {
  init({
    domain: settings.site,
    endpoint: settings.endpoint,
    autoCapturePageviews: true,
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
      const counted = tapEventOf(href, window.location.href, settings.basePath);
      if (counted) send(counted);
    },
    true,
  );

  if (Math.random() < settings.vitalsSampleRate) reportVitals();

  askWorkerToReplay();
  window.addEventListener('online', askWorkerToReplay);
}

// The head script checks it too; a browser that sends Global Privacy Control is never counted.
if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl !== true) start();
