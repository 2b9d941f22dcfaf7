/**
 * Privacy-first analytics (docs/decisions/0090-privacy-first-analytics.md): the settings read from
 * the build's environment, and the pure rules the browser code (lib/analytics.client.ts, bundled
 * into `analytics.js` only when configured) counts by. Nothing here runs unless
 * NEXT_PUBLIC_ANALYTICS_HOST is set.
 */
import { analyticsEvents, analyticsTuning, vitalsMetrics } from '@/content/analytics';
import { pageKind, type CollectionPages, type PageKind } from './page-kind';

export type AnalyticsSettings = {
  /** The provider's origin (`https://plausible.io`, or the agency's own instance): the one origin connect-src gains. */
  origin: string;
  /** Plausible's events API at that origin. */
  endpoint: string;
  /** The site's name in the provider's dashboard: its domain. */
  site: string;
  /** Share of page loads whose vitals are sent, 0 to 1. */
  vitalsSampleRate: number;
  /**
   * True when the provider is on this machine (a receiver on loopback, as the tests start): the
   * tracker then counts visits to a local address, and browsers driven by automation, which it
   * otherwise ignores as not people.
   */
  local: boolean;
};

type Env = Record<string, string | undefined>;

/** The message a page sends its service worker to have the events it holds sent now (lib/service-worker.worker.ts). */
export const ANALYTICS_REPLAY_MESSAGE = 'travel-orchard:analytics-replay';

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The analytics settings of a build, or null when NEXT_PUBLIC_ANALYTICS_HOST is unset (nothing is
 * bundled, nothing sent, the policy unchanged). A value the site could not use stops the build,
 * naming the variable: a host that is not an origin, plain http off this machine, a sample rate
 * outside 0 to 1.
 */
export function analyticsSettings(env: Env, siteUrl: string): AnalyticsSettings | null {
  const host = env.NEXT_PUBLIC_ANALYTICS_HOST?.trim();
  if (!host) return null;
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    throw new Error(`NEXT_PUBLIC_ANALYTICS_HOST must be the provider's origin, like https://plausible.io; got "${host}"`);
  }
  const local = LOOPBACK.test(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    throw new Error(`NEXT_PUBLIC_ANALYTICS_HOST must use https (http only for a receiver on this machine); got "${host}"`);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    throw new Error(`NEXT_PUBLIC_ANALYTICS_HOST is the provider's origin alone, with no path: "${url.origin}", not "${host}"`);
  const site = env.NEXT_PUBLIC_ANALYTICS_SITE?.trim() || new URL(siteUrl).hostname;
  const rateText = env.NEXT_PUBLIC_ANALYTICS_VITALS_SAMPLE?.trim();
  const vitalsSampleRate = rateText ? Number(rateText) : analyticsTuning.vitalsSampleRate;
  if (!Number.isFinite(vitalsSampleRate) || vitalsSampleRate < 0 || vitalsSampleRate > 1)
    throw new Error(`NEXT_PUBLIC_ANALYTICS_VITALS_SAMPLE must be a number from 0 to 1; got "${rateText}"`);
  return { origin: url.origin, endpoint: `${url.origin}/api/event`, site, vitalsSampleRate, local };
}

/** Query parameters a campaign link carries, which the provider reads as a source; every other one is dropped. */
export const CAMPAIGN_PARAMETER = /^(utm_[a-z]+|ref|source)$/i;

/**
 * A URL as it may leave the browser: no fragment, and no query but campaign parameters. The
 * search page's address carries the reader's words (`/blog/search/?q=…`), and the contact page's the
 * trip or post asked about: the path is counted, never what was typed.
 */
export function cleanUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const kept = new URLSearchParams();
  for (const [name, value] of parsed.searchParams) if (CAMPAIGN_PARAMETER.test(name)) kept.append(name, value);
  parsed.search = kept.toString();
  parsed.hash = '';
  return parsed.href;
}

export type CountedEvent = { name: string; props?: Record<string, string> };

/**
 * The event a tap on a link is, if it is one the agency counts: WhatsApp, a phone number, an
 * e-mail address, or "Enquire about this trip" (a link to the contact page with `?trip=<slug>`),
 * each with the kind of page it was on. `here` is the page's own address.
 */
export function tapEventOf(
  href: string,
  here: string,
  basePath = '',
  collections: readonly CollectionPages[] = [],
): CountedEvent | null {
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return null;
  }
  const from = pageKind(new URL(here).pathname, basePath, collections);
  if (url.protocol === 'tel:') return { name: analyticsEvents.phone, props: { from } };
  if (url.protocol === 'mailto:') return { name: analyticsEvents.email, props: { from } };
  if (url.hostname === 'wa.me' || url.hostname === 'api.whatsapp.com' || url.hostname === 'web.whatsapp.com')
    return { name: analyticsEvents.whatsapp, props: { from } };
  const trip = url.searchParams.get('trip');
  if (url.origin === new URL(here).origin && pageKind(url.pathname, basePath) === 'contact' && trip)
    return { name: analyticsEvents.tripEnquiry, props: { trip, from } };
  return null;
}

export type VitalsMetric = (typeof vitalsMetrics)[number];
export type VitalsRating = 'good' | 'needs-improvement' | 'poor';

/**
 * A metric as it is sent: its name as the event, the kind of page measured, web-vitals' rating and
 * the value rounded to the step the dashboard reads it in (content/analytics.ts).
 */
export function vitalsEvent(metric: { name: VitalsMetric; value: number; rating: VitalsRating }, kind: PageKind): CountedEvent {
  const value =
    metric.name === 'CLS'
      ? (Math.round(metric.value * 100) / 100).toFixed(2)
      : String(Math.round(metric.value / analyticsTuning.vitalsStepMs[metric.name]) * analyticsTuning.vitalsStepMs[metric.name]);
  return { name: metric.name, props: { kind, rating: metric.rating, value } };
}
