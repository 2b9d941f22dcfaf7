import type { Project } from '@playwright/test';
import { DESKTOP, PHONE } from '../screens';

/**
 * The visitor specs of the contact form's real delivery, which run against an export of their own
 * (the contact-endpoint projects; playwright.config.ts names the same files for Chromium and Firefox).
 */
const contactEndpointSpecs = [
  '**/contact-endpoint/delivery-every-engine.spec.ts',
  '**/contact-endpoint/visa-journey.spec.ts',
  '**/journeys/contact-delivery-journey.spec.ts',
  '**/journeys/trip-enquiry-journey.spec.ts',
];

/**
 * The specs written against the visitor API (e2e/visitor/), which every engine runs from one file:
 * their tests carry `@playwright` (Chromium's and Firefox's projects) or `@webkit` (these).
 */
export const visitorSpecs = [
  '**/journeys/reader-journeys.spec.ts',
  '**/journeys/menu-journeys.spec.ts',
  '**/journeys/old-safari-journeys.spec.ts',
  '**/flows/**/*.spec.ts',
  '**/engines/gates.spec.ts',
  '**/accessibility.spec.ts',
];
/** Leaves out the WebKit registrations of the visitor specs, for the Playwright projects. */
export const notWebKit = '@webkit';
/** Leaves out the Playwright registrations, for the WebKit projects. */
const notPlaywright = '@playwright';

/**
 * The WebKit projects: WebKitGTK driven over WebDriver (e2e/webkit/fixtures.ts), against the same
 * served export and baseURL as the Chromium projects, `webkit` at the desktop's 1280 x 800 and
 * `webkit-mobile` at the phone's 375 x 740 (the window is the viewport: e2e/webkit/browser.py).
 * They run the visitor specs' `@webkit` tests, `@desktop-only` and `@mobile-only` keeping their
 * meaning, and `@engines-desktop` / `@engines-phone` (a check the other engines need at one width
 * only) as in Firefox's projects; `webkit` would also run a WebKit-only spec (none is left), which ends in `.webkit.ts` (so the other
 * projects, which match `*.spec.ts`, never pick them up) and set their own size.
 */
export const webkitProject: Project = {
  name: 'webkit',
  testDir: './e2e',
  testMatch: [/\.webkit\.ts$/, ...visitorSpecs],
  testIgnore: contactEndpointSpecs,
  grepInvert: new RegExp(`${notPlaywright}|@mobile-only|@engines-phone`),
  // One WebKit session per worker; two fit a 2-core machine beside the server.
  workers: 2,
  // A test's own limit; its worker's session starts apart (fixtures.ts gives that 60 s).
  timeout: 60_000,
  // WebKitGTK under Xvfb, on a loaded 2-core machine, now and then loses its session or its window
  // size mid-run (WebDriverError, NoSuchSessionError: one test in a run of 600, a different one each
  // time). A second try in a fresh session tells that from a failure of the site; the run's summary
  // counts it as flaky (scripts/test/run-all.ts), so a retry never passes unseen.
  retries: 1,
  // The window size, which fixtures.ts gives the WebKit window (a WebKit-only spec may ask for PHONE).
  use: { viewport: DESKTOP },
};

export const webkitMobileProject: Project = {
  ...webkitProject,
  name: 'webkit-mobile',
  testMatch: visitorSpecs,
  testIgnore: [],
  grepInvert: new RegExp(`${notPlaywright}|@desktop-only|@engines-desktop`),
  use: { viewport: PHONE },
};

/**
 * The contact form's real delivery in WebKit (the `@webkit` registrations of its visitor specs), against the many-posts export (`baseURL`, as the
 * config serves it), whose form posts to a receiver the tests start on loopback at the port baked
 * into that build. One test at a time, and never beside the other engines' endpoint projects,
 * which use the same port: each test holds the receiver's lock (e2e/contact-endpoint/receiver.ts).
 */
export function webkitContactEndpointProject(baseURL: string): Project {
  return {
    ...webkitProject,
    name: 'webkit-contact-endpoint',
    metadata: { export: 'many' },
    testMatch: contactEndpointSpecs,
    testIgnore: [],
    grepInvert: new RegExp(notPlaywright),
    workers: 1,
    fullyParallel: false,
    use: { ...webkitProject.use, baseURL },
  };
}

/**
 * The analytics' journey in WebKit (the `@webkit` registration of e2e/analytics/analytics-journey.spec.ts),
 * against the analytics export (`baseURL`), one test at a time beside the other engines' (the
 * receivers' lock, e2e/analytics/receiver.ts).
 */
export function webkitAnalyticsProject(baseURL: string): Project {
  return {
    ...webkitProject,
    name: 'webkit-analytics',
    metadata: { export: 'analytics' },
    testMatch: '**/analytics/analytics-journey.spec.ts',
    testIgnore: [],
    grepInvert: new RegExp(notPlaywright),
    workers: 1,
    fullyParallel: false,
    use: { ...webkitProject.use, baseURL },
  };
}

/**
 * The visit that survives the network in WebKit: the `@webkit` registrations of
 * e2e/offline/server-stopped.spec.ts at the phone's 375 x 740, each test serving out/ on a server of
 * its own (e2e/offline/server.ts), which it stops.
 */
export const webkitOfflineProject: Project = {
  ...webkitMobileProject,
  name: 'webkit-offline',
  testMatch: '**/offline/server-stopped.spec.ts',
  grepInvert: new RegExp(notPlaywright),
};
