/**
 * What the site counts when analytics is configured (NEXT_PUBLIC_ANALYTICS_HOST, docs/deploy.md),
 * and the numbers it counts with (docs/decisions/0090-privacy-first-analytics.md). The event names
 * are what the agency adds as goals in the provider's dashboard: change one here and there together.
 * Imports nothing, so the browser code takes only these few values.
 */
export const analyticsEvents = {
  /** An enquiry the form service confirmed (2xx); `delivery` says whether it went at once or from the offline queue. */
  enquiry: 'Enquiry',
  /** Taps on the agency's other channels, with the kind of page they came from. */
  whatsapp: 'WhatsApp tap',
  phone: 'Phone tap',
  email: 'E-mail tap',
  /** "Enquire about this trip": a tap on a link to the contact page with `?trip=<slug>`; `trip` is the slug. */
  tripEnquiry: 'Trip enquiry tap',
  /** A search whose results settled; `results` is `some` or `none`, never the words. */
  search: 'Search',
  /** The Download Company Profile (PDF) button on /services/. */
  companyProfile: 'Company profile',
  /** A page not found; `path` is the missing path (as Plausible's own 404 goal records it). */
  notFound: '404',
} as const;

/** The field vitals, one event per metric (web-vitals' names), with `kind`, `rating` and `value`. */
export const vitalsMetrics = ['LCP', 'INP', 'CLS', 'TTFB'] as const;

export const analyticsTuning = {
  /**
   * Share of page loads whose vitals are sent (NEXT_PUBLIC_ANALYTICS_VITALS_SAMPLE overrides it at
   * build time). Every one: the agency's traffic is small, and a p75 needs a few hundred visits.
   */
  vitalsSampleRate: 1,
  /**
   * Vitals are rounded before they leave the browser, so the dashboard's breakdown by `value` reads
   * as a histogram (docs/performance.md, "Field vitals"): milliseconds to these steps, CLS to 0.01.
   */
  vitalsStepMs: { LCP: 100, INP: 25, TTFB: 100 },
  /** A search is counted once its results have stood this long without another keystroke. */
  searchSettleMs: 1500,
  /**
   * Events made while the data is down wait in the service worker at most this many (the oldest
   * go first) and this long: a week's-old page view would count in the wrong week.
   */
  queue: { maxEvents: 100, maxAgeHours: 24 },
} as const;
