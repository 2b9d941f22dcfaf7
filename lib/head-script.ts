/**
 * The one inline script in every page's `<head>` (app/layout.tsx), written as typed functions that
 * the type checker and the linter read like any other code, and shipped as their source: each is
 * `fn.toString()` of what the build compiled, called with JSON arguments, as vercel/next.js's
 * blog-starter and next-themes ship theirs. Postbuild hashes the text the page carries into its
 * Content-Security-Policy (scripts/build/csp.ts), so what ships is what is allowed.
 *
 * Each function runs from its source alone, before the page's other scripts: it may use its
 * arguments and the browser's globals, nothing else from its module. Its syntax is what the build
 * emits for the server (Next's SWC, minified), so it is written in what every browser the site
 * supports parses (Next's default browserslist: Chrome and Edge 111, Firefox 111, Safari 16.4; no
 * syntax past ES2022); a test over the real export checks the shipped text against that.
 */
import { photoHoldMaxMs, serviceWorkerTuning } from '@/content/offline';
import { site } from '@/content/site';
import { CAMPAIGN_PARAMETER, analyticsSettings } from './analytics';
import { analyticsConfigured } from './analytics-events';
import { PAGEVIEW_LOG, logPageviews } from './analytics-pageviews';
import { earlyActionAttributes, listenForEarlyActions } from './early-actions';
import { serviceWorkerScope, serviceWorkerUrl } from './offline-routes';

/** JSON, with `<` escaped so no argument can close the script element. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** `fn`'s source called with `args`: `(function …)("a",{"b":1})`. */
export function inlineCall<A extends unknown[]>(fn: (...args: A) => void, ...args: A): string {
  return `(${fn.toString()})(${args.map(scriptLiteral).join(',')})`;
}

/** The classes on `<html>` that hold the no-script layouts, and the one for a browser without popovers. */
export const NO_JS_CLASS = 'no-js';
export const NO_POPOVER_CLASS = 'no-popover';

/**
 * While `<html>` has this class, photos marked with the attribute (lazy photos that fill a sized
 * box, components/ui/CdnImage.tsx) are not drawn, so the browser does not start them yet.
 */
export const PHOTOS_HELD_CLASS = 'photos-held';
export const HELD_PHOTO_ATTRIBUTE = 'data-held-photo';

/**
 * Before the first paint: scripts run, so the no-script fallbacks (the always-open menu) never
 * flash for a visitor who has them; a browser without popovers keeps the menu's fallback.
 */
export function markScriptsRunning(noJs: string, noPopover: string): void {
  const classes = document.documentElement.classList;
  classes.remove(noJs);
  if (!Object.prototype.hasOwnProperty.call(HTMLElement.prototype, 'popover')) classes.add(noPopover);
}

/**
 * One layout of the page as soon as it is parsed: Chromium holds the first paint for the preloaded
 * heading font (`font-display: optional`) and lays nothing out while it holds, so the page's layout
 * came after the hold; asked for when parsing ends, the stylesheets are in (this script waits for
 * them) and the layout happens inside the hold (docs/decisions/0009-font-display-optional-and-the-forced-layout.md).
 */
export function layoutWhenParsed(): void {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') document.documentElement.getBoundingClientRect();
  });
}

/**
 * On a page whose head preloads its first screen's photo, the photos further down wait for that
 * photo (loaded or failed), the page's load, or `maxMs` (issue 40: a first photo that stalls, as
 * requests do on a mobile network whose data stops, must not keep the others from starting),
 * whichever comes first: Chromium starts a lazy photo
 * when the first layout finds it within 1,250 to 2,500 px of the screen, and on a slow link those
 * shared the bandwidth with the one photo the first screen shows
 * (docs/decisions/0052-one-resource-before-the-first-screen.md). Without scripts nothing is held.
 */
export function holdLaterPhotos(heldClass: string, maxMs: number): void {
  const firstPhoto = '[fetchpriority="high" i]';
  if (!document.querySelector(`link[rel="preload"][as="image"]${firstPhoto}`)) return;
  const root = document.documentElement;
  root.classList.add(heldClass);
  const release = () => root.classList.remove(heldClass);
  const settled = (event: Event) => {
    if (event.target instanceof HTMLImageElement && event.target.matches(firstPhoto)) release();
  };
  document.addEventListener('load', settled, true);
  document.addEventListener('error', settled, true);
  window.addEventListener('load', release);
  window.setTimeout(release, maxMs);
}

/**
 * Runs `tasks` once the page has loaded and the browser is idle (at the latest `idleTimeoutMs` after
 * the load), so they never compete with the first view (docs/decisions/0060): the service worker's
 * registration, then the analytics when the build has them (docs/decisions/0090). Each task is
 * shipped as its own source (`deferredCall`), so this one waiting serves them all.
 */
export function afterLoadWhenIdle(idleTimeoutMs: number, ...tasks: (() => void)[]): void {
  const run = () => tasks.forEach((task) => task());
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: idleTimeoutMs });
    else window.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Registers the service worker (`url`, controlling `scope`); the head script calls it after the
 * load, when the browser is idle (`afterLoadWhenIdle`). Once it is in charge, it is told this page's own address and the files the
 * page loaded before it existed, so the first page of a first visit reopens offline too: they come
 * from the HTTP cache, not the network. A page the worker already controls does neither. When the build turned the worker off (`enabled` false: the
 * kill switch, docs/deploy.md), a worker this device still has is removed instead.
 */
export function registerServiceWorker(url: string, scope: string, enabled: boolean): void {
  const container = navigator.serviceWorker;
  if (!container) return;
  if (!enabled) {
    container
      .getRegistration(scope)
      .then((registration) => registration && registration.unregister())
      .catch(() => undefined);
    return;
  }
  // A page the worker already answered was kept as it loaded, and the browser looks for a new worker
  // on each visit by itself: nothing to do, and nothing to download again.
  if (container.controller) return;
  container
    .register(url, { scope })
    .then(() => container.ready)
    .then((registration) => {
      const seen = window.performance.getEntriesByType('resource').map((entry) => entry.name);
      registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [window.location.href, ...seen] } });
    })
    // A browser that refuses workers (private modes, storage off) keeps the site as it was.
    .catch(() => undefined);
}

/**
 * Loads the analytics (`src`, the export's analytics.js: lib/analytics.client.ts) as a script of
 * the site's own origin, which the policy already allows: nothing is added to `script-src`. Never
 * for a visitor whose browser sends Global Privacy Control (docs/decisions/0090).
 */
export function loadAnalytics(src: string): void {
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

/** `fn`'s source called with `args`, wrapped as a function for `afterLoadWhenIdle` to run later. */
export function deferredCall<A extends unknown[]>(fn: (...args: A) => void, ...args: A): string {
  return `function(){${inlineCall(fn, ...args)}}`;
}

/** Where the build writes the analytics' bundle (scripts/build/analytics.ts), under the base path. */
export const ANALYTICS_SCRIPT = '/analytics.js';

/** The worker's address and scope under the site's base path, and whether this build ships it. */
const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
const serviceWorkerEnabled = process.env.NEXT_PUBLIC_SERVICE_WORKER !== 'off';

/** The analytics' settings when the build counts (NEXT_PUBLIC_ANALYTICS_HOST), else null. */
const analytics = analyticsConfigured ? analyticsSettings(process.env, site.url) : null;

/**
 * The head script: the classes first, then, when the build counts, the log of the visit's page views
 * (lib/analytics-pageviews.ts: a visit that leaves before analytics.js is still counted), the
 * early-actions listeners (no tap is lost before hydration), then the layout and the held photos,
 * and after the load, in one idle moment, the service worker's registration and the analytics.
 */
export const headScript = [
  inlineCall(markScriptsRunning, NO_JS_CLASS, NO_POPOVER_CLASS),
  // Only in a build that counts: unset, the head script is the same text as without analytics.
  ...(analytics
    ? [inlineCall(logPageviews, analytics.endpoint, analytics.site, PAGEVIEW_LOG, CAMPAIGN_PARAMETER.source, analytics.local)]
    : []),
  inlineCall(listenForEarlyActions, earlyActionAttributes),
  inlineCall(layoutWhenParsed),
  inlineCall(holdLaterPhotos, PHOTOS_HELD_CLASS, photoHoldMaxMs),
  `(${afterLoadWhenIdle.toString()})(${[
    serviceWorkerTuning.registerIdleTimeoutMs,
    deferredCall(registerServiceWorker, serviceWorkerUrl(basePath), serviceWorkerScope(basePath), serviceWorkerEnabled),
    // Only in a build that counts (NEXT_PUBLIC_ANALYTICS_HOST): unset, the head script is as before it.
    ...(analytics ? [deferredCall(loadAnalytics, `${basePath}${ANALYTICS_SCRIPT}`)] : []),
  ].join(',')})`,
].join(';');
