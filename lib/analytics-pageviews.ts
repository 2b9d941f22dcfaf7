/**
 * No lost landing page (docs/decisions/0090-privacy-first-analytics.md, issue 54): `analytics.js`
 * arrives after the page's `load` and an idle moment, seconds after the first paint on a slow phone,
 * and a visit that left before it was never counted, while a visitor who tapped on gave their entry
 * page and source to the second page. So the head script, when the build counts, keeps the log of
 * the visit's page views from the first byte: the landing page (its address and referrer, as the
 * document had them) and each page reached by a tap (`pushState`, `popstate`). It sends nothing
 * during the first view: only if the page is hidden or left
 * (`visibilitychange`, `pagehide`), or left by a tap, before `analytics.js` has taken the log over
 * does it send the views not yet sent, each once, as Plausible's tracker would (a `text/plain` POST, `keepalive`, so
 * it outlives the page, through the service worker when it is in charge). `analytics.js`
 * (lib/analytics.client.ts) takes the log over when it arrives: it sends the views still waiting,
 * in their order, then counts every later one itself.
 */

/**
 * One page view of the visit, as the page had it when it was shown. The names are short because
 * the head script that writes them ships in every page (lib/head-script.ts): every byte counts.
 */
export type LoggedPageview = {
  /** The page's address (cleaned before it leaves: lib/analytics.ts, cleanUrl). */
  u: string;
  /** The document's referrer: the landing page's source. */
  r: string;
  /** Sent already, by the head script or by `analytics.js`. */
  s?: boolean;
};

/** The log on `window`, shared by the head script and `analytics.js`. */
export type PageviewLog = {
  /** The views, in order. */
  v: LoggedPageview[];
  /** The head script's sending of the views not yet sent (what it does when the page is hidden first). */
  f: () => void;
  /** Set by `analytics.js` when it takes over: from then on it is given each new view, and the head script sends none. */
  t?: (view: LoggedPageview) => void;
};

/** The log's name on `window`. */
export const PAGEVIEW_LOG = '__travelOrchardPageviews';

/**
 * The head script's part (lib/head-script.ts ships this function's source, only when the build
 * counts). It runs from its source alone, before the page's other scripts: it may use its arguments
 * and the browser's globals, nothing else from this module. It skips what Plausible's tracker skips:
 * a browser that sends Global Privacy Control (we count no one who asked not to be followed), the
 * owner's `plausible_ignore` flag, and, unless the provider is on this machine (`local`, the tests),
 * a browser driven by automation or a page served from this machine. The request is the tracker's
 * (a POST of JSON as text/plain, which needs no preflight), `keepalive` so that it outlives the page.
 */
export function logPageviews(endpoint: string, domain: string, name: string, campaign: string, local: boolean): void {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  let ignored =
    nav.globalPrivacyControl === true || (!local && (nav.webdriver || /^(localhost|127\.|\[::1\])/.test(location.hostname)));
  try {
    ignored ||= localStorage.getItem('plausible_ignore') === 'true';
  } catch {
    // Storage refused (a private mode): counted, as the tracker counts it.
  }
  if (ignored) return;
  const keep = new RegExp(campaign, 'i');
  const clean = (href: string) => {
    const url = new URL(href);
    url.hash = '';
    for (const key of [...url.searchParams.keys()]) if (!keep.test(key)) url.searchParams.delete(key);
    return url.href;
  };
  const log: PageviewLog = {
    v: [],
    f: () => {
      if (log.t) return;
      for (const view of log.v) {
        if (view.s) continue;
        view.s = true;
        fetch(endpoint, {
          method: 'POST',
          keepalive: true,
          body: JSON.stringify({ n: 'pageview', u: clean(view.u), d: domain, r: view.r ? clean(view.r) : null }),
        }).catch(() => 0);
      }
    },
  };
  (window as unknown as Record<string, PageviewLog>)[name] = log;
  let path = '';
  const record = () => {
    if (location.pathname === path) return;
    path = location.pathname;
    // The visitor tapped on: the pages before go now, one by one as they are left, so they reach the
    // provider in their order (requests sent together at the end may arrive in any order, and the
    // first to arrive is the visit's entry page).
    log.f();
    const view: LoggedPageview = { u: location.href, r: document.referrer };
    log.v.push(view);
    if (log.t) log.t(view);
  };
  record();
  const push = history.pushState;
  history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
    push.apply(this, args);
    record();
  };
  addEventListener('popstate', record);
  addEventListener('pagehide', log.f);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') log.f();
  });
}
