import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page, type TestInfo } from '@playwright/test';
import { aboutPage } from '../content/about';
import { blog } from '../content/blog';
import { contactPage } from '../content/contact';
import { homePage } from '../content/home';
import { servicesPage } from '../content/services';
import { site } from '../content/site';
import { exportForTest } from './exports';
import { HYDRATED } from './hydrated';

/**
 * Shared fixtures. Every test runs with the network closed except localhost: the image CDN is
 * answered by a local stand-in (or refused, with `imageCdn: 'down'`), the map provider by a
 * stub page, and everything else is aborted. Console errors, page errors and failed
 * same-origin requests fail the test unless it declares them expected.
 */

// A 1x1 PNG stands in for every CDN photo so layout and loading can be checked offline.
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Every URL not on loopback. A pattern, not a function: Playwright matches it in the browser's own
 * process and never stops a loopback request to ask the test (a function is asked about every
 * request of every page).
 */
const OFF_LOOPBACK = /^(?!(?:https?|wss?):\/\/(?:localhost|127\.0\.0\.1)(?:[:/]|$))/;

/** The browser's own pages (an error page shown when the server is stopped), which are not the site's. */
const BROWSER_PAGE = /^(about:neterror|chrome-error:)/;

/**
 * The specs where the service worker is part of what is tested: a visit across pages (journeys/,
 * the analytics, the delivery and its queue, the CMS), the visit that survives the network
 * (offline/, the base path's offline page), the reference phone, the contact page's offline
 * simulation and the check that an unconfigured site counts nothing.
 */
const specsWithTheWorker =
  /\/(journeys|offline|slow-phone|analytics|contact-endpoint|cms)\/|\/(base-path|analytics-unset|contact)\.spec\.ts$/;

export type Observed = {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  externalRequests: string[];
  cspViolations: string[];
};

type Options = {
  imageCdn: 'stub' | 'down';
  /** Console errors matching this are expected by the test (e.g. the 404 log). */
  allowConsoleErrors: RegExp | undefined;
};

type WorkerOptions = {
  /**
   * The menu as Safari before 17 has it, without the Popover API (e2e/visitor/test.ts uses it).
   * Declared here, for every spec, so that every spec of a project shares one kind of worker: a spec
   * whose `test` added a worker fixture of its own would need workers of its own, and each switch
   * between the two kinds relaunches the browser (seconds in Firefox).
   */
  withoutPopover: boolean;
};

type Fixtures = {
  observed: Observed;
  /** The base path the project's export is served under ('' at the root, '/travel-orchard' for a project site). */
  basePath: string;
};

export const test = base.extend<Options & Fixtures, WorkerOptions>({
  withoutPopover: [false, { option: true, scope: 'worker' }],
  // Each engine's machinery, loaded by its own workers only: a Firefox worker patches Playwright's
  // internals (e2e/engines/firefox-patches.ts) before its browser starts; a Chromium worker never
  // loads that module, so a Playwright release that breaks a patch stops the Firefox projects only.
  playwright: [
    async ({ playwright, browserName }, provide) => {
      if (browserName === 'firefox') (await import('./engines/firefox-patches')).applyFirefoxPatches();
      await provide(playwright);
    },
    { scope: 'worker' },
  ],

  // The export a spec runs against follows from its folder (e2e/exports.ts), the engine and the
  // screen from its project: one project per engine and screen serves every export.
  baseURL: async ({ baseURL }, provide, testInfo) => {
    await provide(exportForTest(testInfo) ?? baseURL);
  },

  // A page opened by its address in a new context is a first visit: the site's service worker only
  // registers after load and an idle moment, then installs, which cost 0.35-0.7 s of CPU per test
  // in Chromium (decision 0150). Chromium's page-by-page specs run without it; the specs of a whole
  // visit keep it (`specsWithTheWorker`), as a spec that asks for it itself does.
  serviceWorkers: async ({ serviceWorkers, browserName }, provide, testInfo) => {
    const keeps = specsWithTheWorker.test(`/${testInfo.titlePath[0] ?? ''}`);
    await provide(browserName === 'chromium' && !keeps ? 'block' : serviceWorkers);
  },

  imageCdn: ['stub', { option: true }],
  allowConsoleErrors: [undefined, { option: true }],

  // From the project's baseURL, so one run can hold projects at the root and under a base path.
  basePath: async ({ baseURL }, provide) => {
    await provide(new URL(baseURL ?? 'http://localhost/').pathname.replace(/\/+$/, ''));
  },

  observed: [
    async ({ page, browserName, imageCdn, allowConsoleErrors }, use, testInfo) => {
      const observed: Observed = {
        consoleErrors: [],
        pageErrors: [],
        failedRequests: [],
        externalRequests: [],
        cspViolations: [],
      };

      // Every test runs under the real Content-Security-Policy (the server applies out/_headers and
      // each page carries its meta policy), so anything the policy blocks fails the test. The
      // listener is injected by the browser's automation protocol (CDP, WebDriver BiDi), which the page's
      // CSP does not govern. It is the one CSP gate in every engine (Firefox reports violations only as text).
      await page.exposeBinding('__reportCspViolation', ({ frame }, violation: string) => {
        // The browser's own error page (Firefox's about:neterror, shown when the server is stopped
        // and no worker answers) is not the site's, and its inline style is not the site's policy's.
        if (BROWSER_PAGE.test(frame.url())) return;
        observed.cspViolations.push(`${frame.url()}: ${violation}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
          );
        });
      });

      await page.context().route(OFF_LOOPBACK, async (route) => {
        const url = new URL(route.request().url());
        observed.externalRequests.push(url.href);
        if (url.hostname === 'images.unsplash.com' && imageCdn === 'stub') {
          await route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL_PNG });
        } else if (url.hostname.endsWith('openstreetmap.org')) {
          await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' });
        } else {
          await route.abort('blockedbyclient');
        }
      });

      const consoleError = (text: string) => {
        if (allowConsoleErrors?.test(text)) return;
        // What the browser's own error page reports of itself (Firefox's about:neterror breaks its own
        // policy) is not the site's.
        if (BROWSER_PAGE.test(page.url())) return;
        // The browser's own report of a request we refused on purpose is not an app error.
        if (/ERR_BLOCKED_BY_CLIENT|Failed to load resource/.test(text) && imageCdn === 'down') return;
        observed.consoleErrors.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') consoleError(message.text());
      });
      page.on('pageerror', (error) => {
        // Firefox reports what Chromium logs to the console as JavaScript errors: a script or module
        // that failed to load (a worker's script too, when the site's service worker had no copy and
        // no network: "Failed to load ‘…’. A ServiceWorker intercepted the request..."), a request
        // refused or unanswered (which the page may catch), and a Content-Security-Policy report
        // (which the listener above records). Judge them as console messages, as in Chromium, with
        // their full text ("Content-Security-Policy: The page's ...").
        const firefoxReport =
          /^Loading (module|failed for the)|^Failed to load ‘[^’]*’\. A ServiceWorker intercepted|^The page.s settings (blocked|observed)|^The Same Origin Policy/;
        if (browserName === 'firefox' && firefoxReport.test(error.message))
          consoleError(error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message);
        else observed.pageErrors.push(error.message);
      });
      page.on('requestfailed', (request) => {
        const url = new URL(request.url());
        // Next's router probes routes with HEAD requests it cancels itself once the headers arrive.
        const selfCancelledProbe = request.method() === 'HEAD' && request.failure()?.errorText === 'net::ERR_ABORTED';
        if (['localhost', '127.0.0.1'].includes(url.hostname) && !selfCancelledProbe) {
          observed.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
        }
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (['localhost', '127.0.0.1'].includes(url.hostname) && response.status() >= 400) {
          observed.failedRequests.push(`${response.url()} (${response.status()})`);
        }
      });

      await use(observed);

      const reported = observed.cspViolations.length + observed.pageErrors.length + observed.consoleErrors.length > 0;
      if (testInfo.status !== testInfo.expectedStatus || reported) await screenshotPages(page, testInfo);
      expect(observed.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect(observed.pageErrors, 'uncaught page errors').toEqual([]);
      expect(observed.consoleErrors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A failed test's end as the visitor saw it: a screenshot of each page still open. Playwright's own
 * `screenshot: 'only-on-failure'` takes one of every page of every test as its context closes, and
 * keeps it only for a failure: 30 s of CPU in 226 tests, and up to 5 s per test waiting for a font
 * the test held back (docs/decisions/0040).
 */
async function screenshotPages(page: Page, testInfo: TestInfo) {
  for (const [index, open] of page.context().pages().entries()) {
    const path = testInfo.outputPath(`test-failed-${index + 1}.png`);
    if (await open.screenshot({ path, timeout: 5_000 }).catch(() => null))
      await testInfo.attach('screenshot', { path, contentType: 'image/png' });
  }
}

/**
 * Every public route: the heading that identifies it, its name in the navigation, and the title and
 * description its <head> carries (e2e/pages.spec.ts checks them, with the layout, on each route).
 */
export const routes = [
  {
    path: '/',
    heading: 'Curating Seamless & Inspiring Travel Experiences',
    nav: 'Home',
    title: `${site.name} | ${site.tagline}`,
    description: homePage.metaDescription,
  },
  {
    path: '/about/',
    heading: 'About Travel Orchard',
    nav: 'About',
    title: `About Travel Orchard | ${site.name}`,
    description: aboutPage.metaDescription,
  },
  {
    path: '/services/',
    heading: 'Our Services',
    nav: 'Services',
    title: `Our Services | ${site.name}`,
    description: servicesPage.metaDescription,
  },
  { path: '/blog/', heading: 'Travel Blog', nav: 'Blog', title: `Travel Blog | ${site.name}`, description: blog.description },
  {
    path: '/contact/',
    heading: 'Contact Us',
    nav: 'Contact',
    title: `Contact Us | ${site.name}`,
    description: contactPage.metaDescription,
  },
] as const;

/** Pages outside the main navigation (linked from the footer), held to the same checks as the routes. */
export const footerPages = [
  { path: '/privacy/', heading: 'Privacy Notice' },
  { path: '/terms/', heading: 'Booking and Cancellation Terms' },
] as const;

/** Every page with a fixed path: the routes and the footer's pages. */
export const pages = [...routes, ...footerPages] as const;

/**
 * Every page the export publishes, as paths relative to the base URL (`about/`, `blog/<slug>/`),
 * read from its sitemap so that new routes and posts are covered without touching the tests.
 */
export function publishedPaths(): string[] {
  const sitemap = readFileSync(join(process.env.EXPORT_DIR || 'out', 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => {
    if (!url!.startsWith(`${site.url}/`)) throw new Error(`sitemap.xml lists ${url}, which is not on ${site.url}`);
    return url!.slice(site.url.length + 1);
  });
}

/**
 * One page of each template the sitemap publishes: every page with a fixed path, and the first
 * post, topic, trip, list of trips by service and by destination, and visa guide, which share their templates. The
 * checks that load every page in every engine (axe, without JavaScript, the image CDN down) read
 * this, so the suite's time grows with the site's templates, not with its posts and trips
 * (docs/decisions/0150-a-suite-of-engines-and-screens.md).
 */
export function publishedTemplates(): string[] {
  const seen = new Set<string>();
  return publishedPaths().filter((path) => {
    const kind = path
      .replace(/^trips\/((?:services|destinations)\/)?[^/]+\/$/, 'trips/$1*')
      .replace(/^blog\/topics\/[^/]+\/$/, 'blog/topics/*')
      .replace(/^visas\/[^/]+\/$/, 'visas/*')
      .replace(/^blog\/(?!topics\/|page\/|search\/)[^/]+\/$/, 'blog/*');
    return !seen.has(kind) && Boolean(seen.add(kind));
  });
}

/** axe's rule set in every engine: WCAG 2.2 AA (e2e/visitor/webdriver-visitor.ts runs it in WebKit). */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

type AxeRule = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: readonly unknown[] }[];
};

/**
 * What an axe scan fails on, in a readable form: every violation, and every text whose contrast
 * axe could not measure ("needs review", e.g. text over a photo), which a colour a tool can
 * measure must settle instead (decision 0151). The same for every engine (the WebKit visitor's too).
 */
export function axeFindings(results: { violations: AxeRule[]; incomplete: AxeRule[] }) {
  const unmeasured = results.incomplete
    .filter((rule) => rule.id === 'color-contrast')
    .map((rule) => ({ ...rule, id: 'color-contrast (needs review)' }));
  return [...results.violations, ...unmeasured].map((rule) => ({
    id: rule.id,
    impact: rule.impact,
    help: rule.help,
    targets: rule.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * Runs axe with the WCAG 2.2 AA rule set and returns what it fails on (`axeFindings`): over the
 * whole page, or only over `within` (a test about one part need not pay for the whole page, which
 * on a busy machine takes most of a test's time).
 */
export async function axeViolations(page: Page, within?: Locator) {
  await animationsSettled(page);
  let axe = new AxeBuilder({ page }).withTags([...axeTags]);
  if (within) {
    await within.evaluate((element) => element.setAttribute('data-axe-scope', ''));
    axe = axe.include('[data-axe-scope]');
  }
  return axeFindings(await axe.analyze());
}

/**
 * Resolves once no finite animation is running, including ones that start while earlier ones end
 * (a card list revealing one card after another). axe must never judge a card mid-fade: its
 * colours are then partly transparent and fail contrast.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(settleAnimations);
}

/** animationsSettled's body, run in the page (also by the WebDriver visitor, as its source). */
export async function settleAnimations() {
  const running = () =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
  for (let pending = running(); pending.length > 0; pending = running()) {
    await Promise.all(pending.map((animation) => animation.finished.catch(() => undefined)));
  }
}

/** True when the test runs in the small-screen project (links behind the menu toggle). */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 960;
}

/** Opens the small-screen menu when the viewport needs it. */
export async function openMenuIfCollapsed(page: Page) {
  if (!isMobile(page)) return;
  if ((await page.locator('[popover]:popover-open').count()) === 0) await page.getByRole('button', { name: 'Menu' }).click();
}

/** A site path relative to baseURL, which ends in the base path: a leading slash would escape it. */
export const relative = (path: string) => path.replace(/^\//, '');

/** Every same-site request the page makes from now on, as paths (those `filter` accepts). */
export function requestedPaths(page: Page, filter: (path: string) => boolean = () => true): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['localhost', '127.0.0.1'].includes(url.hostname) && filter(url.pathname)) requested.push(url.pathname);
  });
  return requested;
}

/** Navigates and waits until client components have hydrated (the main nav marks itself). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator(HYDRATED).waitFor({ state: 'attached' });
  return response;
}

/**
 * Counts the page's own `Intl.DateTimeFormat` uses from the next navigation on (a worker's are not
 * counted): a page's first one loads the locale data, a long task on the reference phone
 * (docs/decisions/0008-post-dates-in-a-worker.md). Returns a reader of the count so far.
 */
export async function countIntlOnPage(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counted = window as unknown as { intlOnPage: number };
    counted.intlOnPage = 0;
    const Original = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counted.intlOnPage++;
        return new target(...args);
      },
      apply(target, self, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counted.intlOnPage++;
        return target(...args);
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { intlOnPage: number }).intlOnPage);
}
