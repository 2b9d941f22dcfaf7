/**
 * The WebKit specs' fixtures. Playwright's runner is the harness only: no Playwright browser is
 * launched (no spec takes `page`). Each worker gets one WebKitGTK session through WebKitWebDriver
 * (./driver.ts); each test gets a Visitor in it at the size it asks for (`test.use({ viewport })`),
 * and fails on any page error, CSP violation or console error, as e2e/fixtures.ts does in Chromium.
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
 * page as they happen (flows.ts's sendForm).
 */
import { expect, test as base } from '@playwright/test';
import { exportForTest } from '../exports';
import { DESKTOP, PHONE } from '../screens';
import { startWebKit, type WebKitSession } from './driver';
import { classify, logSize, parseLog, readLogFrom, type Observed } from './observed';
import { Visitor } from './visitor';

export { expect };

export { DESKTOP, PHONE };

type Options = {
  /** Console errors and failed requests matching this are expected by the test (e.g. the 404 page's). */
  allowConsoleErrors: RegExp | undefined;
  /** Off only in harness.webkit.ts, which makes errors on purpose to show each is caught. */
  failOnErrors: boolean;
};

type WorkerFixtures = {
  /** WebKit features to switch off for the worker's session, e.g. ['PopoverAttribute'] for Safari before 17. */
  webkitDisabledFeatures: string[];
  webkit: WebKitSession & { size?: { width: number; height: number } };
};
type TestFixtures = { visitor: Visitor; observed: () => Promise<Observed> };

let flushes = 0;

export const test = base.extend<Options & TestFixtures, WorkerFixtures>({
  allowConsoleErrors: [undefined, { option: true }],
  failOnErrors: [true, { option: true }],

  webkitDisabledFeatures: [[], { option: true, scope: 'worker' }],

  webkit: [
    async ({ webkitDisabledFeatures }, provide) => {
      const session = await startWebKit({ disabledFeatures: webkitDisabledFeatures });
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
  visitor: async ({ webkit, viewport: asked }, provide, testInfo) => {
    const { driver } = webkit;
    const viewport = asked ?? DESKTOP;
    // The spec's own export (e2e/exports.ts), else the project's.
    const baseURL = exportForTest(testInfo) ?? testInfo.project.use.baseURL;
    if (!baseURL) throw new Error('The webkit project needs use.baseURL (the served export)');
    if (webkit.size?.width !== viewport.width || webkit.size?.height !== viewport.height) {
      await driver.manage().window().setRect(viewport);
      webkit.size = viewport;
    }
    const visitor = new Visitor(driver, baseURL);
    // The window is the viewport in our browser: check it, so a 375 px test never runs at 447.
    await driver.get(visitor.url('robots.txt'));
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
    await provide(visitor);
    // Leave nothing for the next test in this session: an open alert, a draft in storage.
    await driver
      .switchTo()
      .alert()
      .then((alert) => alert.accept())
      .catch(() => undefined);
    await driver.get(visitor.url('robots.txt'));
    await driver.executeScript('localStorage.clear(); sessionStorage.clear();');
  },

  observed: [
    async ({ webkit, visitor, allowConsoleErrors, failOnErrors }, provide) => {
      const { driver, logFile } = webkit;
      const from = logSize(logFile);
      // Everything the browser logged for this test so far. The page logs a marker; once it is in
      // the file, so are the page's earlier console messages (its web process writes them in
      // order), and the browser's own reports of earlier events, which reach it over the same
      // channel as the script's reply, ahead of it.
      const read = async (): Promise<Observed> => {
        const marker = `observed-flush-${process.pid}-${++flushes}`;
        await driver.executeScript('console.log(arguments[0])', marker).catch(() => undefined);
        let text = '';
        await expect
          .poll(() => (text = readLogFrom(logFile, from)).includes(marker), { message: 'the browser log', timeout: 5000 })
          .toBe(true)
          .catch(() => undefined);
        return classify(parseLog(text), allowConsoleErrors);
      };
      await provide(read);
      // `visitor` is a dependency so that this runs before it leaves the page.
      void visitor;
      if (!failOnErrors) return;
      const latest = await read();
      expect(latest.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect(latest.pageErrors, 'uncaught page errors').toEqual([]);
      expect(latest.consoleErrors, 'console errors').toEqual([]);
      expect(latest.failedRequests, 'failed requests to the site').toEqual([]);
    },
    { auto: true },
  ],
});
