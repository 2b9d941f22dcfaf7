/**
 * Where the analytics tests' export and receivers live, shared by the fixture build
 * (scripts/test/build-blog-fixtures.ts), playwright.config.ts and the receiver (./receiver.ts).
 * The export is the site with its own posts, counting to a Plausible-like receiver on loopback and
 * sending its enquiries to a form service beside it: both addresses are baked into the build.
 */
const base = Number(process.env.E2E_PORT || 4173);

export const analyticsSetup = {
  exportDir: '.exports/analytics',
  /** Clear of every other server and receiver (E2E_PORT .. + 470). */
  port: base + 500,
  /** The provider's origin (NEXT_PUBLIC_ANALYTICS_HOST), its events API at /api/event. */
  eventsPort: base + 510,
  /** The form service (NEXT_PUBLIC_CONTACT_ENDPOINT), at /enquiries. */
  formPort: base + 511,
  /** Held by the test that runs the receivers, so one test at a time across engines. */
  lockPort: base + 512,
  /** The export again, through a proxy that holds analytics.js back until the test lets it through (./receiver.ts). */
  proxyPort: base + 513,
};

export const analyticsHost = `http://127.0.0.1:${analyticsSetup.eventsPort}`;
export const analyticsFormEndpoint = `http://127.0.0.1:${analyticsSetup.formPort}/enquiries`;
