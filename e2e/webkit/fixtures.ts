/**
 * The WebKit specs' fixtures. Playwright's runner is the harness only: no Playwright browser is
 * launched (no spec takes `page`). Each worker gets one WebKitGTK session through WebKitWebDriver
 * (./driver.ts); each test gets the visitor API over it (e2e/visitor/webdriver-visitor.ts) at the
 * size it asks for (`test.use({ viewport })`), and what the browser reported (./observed.ts), which
 * e2e/visitor/test.ts fails the test on, as e2e/fixtures.ts does in Chromium.
 *
 * How errors are caught: WebDriver cannot add a script at document start, so our browser
 * (./browser.py) does, as a user script in every frame: it reports `securitypolicyviolation`,
 * uncaught `error` and `unhandledrejection` events from before the page's first script. WebKit also
 * writes every console message (its own CSP refusals included, e.g. a refused WebAssembly compile,
 * for which it fires no `securitypolicyviolation` event) to the browser's log, which this fixture
 * reads; that works only in a persistent session, so each session gets a fresh profile directory.
 * The browser also watches every request to the site and reports a 4xx/5xx answer or a failed load
 * (WebKit itself logs neither without a Web Inspector attached).
 *
 * The limits, against Chromium's fixture: a load the page cancels is not counted (Chromium counts
 * all but the router's HEAD probes); WebDriver cannot answer requests, so instead of a stand-in
 * image CDN every request off loopback is refused (the CDN is "down" here, as in
 * e2e/resilience.spec.ts); and a test cannot stop the page's clock, so timings are recorded in the
 * page as they happen (e2e/visitor/steps.ts's sendForm).
 */
import { expect, test as base } from '@playwright/test';
import { exportForTest } from '../exports';
import { DESKTOP } from '../screens';
import { WebDriverVisitor } from '../visitor/webdriver-visitor';
import { startWebKit, type WebKitSession } from './driver';
import { logReader } from './observed';

type Options = {
  /** Console errors and failed requests matching this are expected by the test (e.g. the 404 page's). */
  allowConsoleErrors: RegExp | undefined;
};

type WorkerFixtures = {
  /** The worker's browser as Safari before 17 has it: WebKit's PopoverAttribute feature switched off. */
  withoutPopover: boolean;
  webkit: WebKitSession & { size?: { width: number; height: number } };
};

export const test = base.extend<Options & { visitor: WebDriverVisitor }, WorkerFixtures>({
  allowConsoleErrors: [undefined, { option: true }],
  withoutPopover: [false, { option: true, scope: 'worker' }],

  webkit: [
    async ({ withoutPopover }, provide) => {
      const session = await startWebKit({ disabledFeatures: withoutPopover ? ['PopoverAttribute'] : [] });
      try {
        await provide(session);
      } finally {
        await session.close();
      }
    },
    // Starting the display, the driver and the browser takes a few seconds on a busy machine.
    { scope: 'worker', timeout: 60_000 },
  ],

  // Playwright's own `viewport` option sets the size: `test.use({ viewport: PHONE })`.
  visitor: async ({ webkit, viewport: asked, allowConsoleErrors }, provide, testInfo) => {
    const { driver } = webkit;
    const viewport = asked ?? DESKTOP;
    // The spec's own export (e2e/exports.ts), else the project's.
    const baseURL = exportForTest(testInfo) ?? testInfo.project.use.baseURL;
    if (!baseURL) throw new Error('The webkit project needs use.baseURL (the served export)');
    if (webkit.size?.width !== viewport.width || webkit.size?.height !== viewport.height) {
      await driver.manage().window().setRect(viewport);
      webkit.size = viewport;
    }
    const robots = new URL('robots.txt', baseURL).href;
    // The window is the viewport in our browser: check it, so a 375 px test never runs at 447.
    await driver.get(robots);
    await expect
      .poll(
        async () => {
          const size = await driver.executeScript<number[]>('return [window.innerWidth, window.innerHeight]');
          // A window the window manager resized under load is given its size again.
          if (size[0] !== viewport.width || size[1] !== viewport.height) await driver.manage().window().setRect(viewport);
          return size;
        },
        { message: 'viewport size' },
      )
      .toEqual([viewport.width, viewport.height]);
    await provide(new WebDriverVisitor(driver, baseURL, logReader(driver, webkit.logFile, allowConsoleErrors)));
    // Leave nothing for the next test in this session: an open alert, a draft in storage.
    await driver
      .switchTo()
      .alert()
      .then((alert) => alert.accept())
      .catch(() => undefined);
    await driver.get(robots);
    await driver.executeScript('localStorage.clear(); sessionStorage.clear();');
  },
});
