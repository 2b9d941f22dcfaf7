import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the built static export (`out/`), served by scripts/serve/serve.ts
 * exactly as a CDN serves it (404.html with status 404, `_headers` applied).
 * Build first: `npm test` does, or `npm run build` before `npx playwright test`.
 */
const PORT = Number(process.env.E2E_PORT || 4173);
/** The project of the reference phone, throttled; the other configs (other exports) run desktop and mobile only. */
export const SLOW_PHONE_PROJECT = 'slow-phone';
const basePath = process.env.BASE_PATH || '';
const exportDir = process.env.EXPORT_DIR || 'out';

// The machine has no route to Playwright's browser download, so use Debian's Chromium when present.
const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path): path is string => Boolean(path && existsSync(path)),
);

export default defineConfig({
  testDir: './e2e',
  // Those run against their own exports and servers: playwright.blog-fixtures.config.ts,
  // playwright.cms.config.ts, playwright.contact-endpoint.config.ts.
  testIgnore: ['**/blog-fixtures/**', '**/cms/**', '**/contact-endpoint/**', '**/slow-phone/**'],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // npm test asks for a JSON report to count results, and an HTML report per suite that CI uploads when a test fails.
  reporter: process.env.PLAYWRIGHT_JSON
    ? [
        ['list'],
        ['json', { outputFile: process.env.PLAYWRIGHT_JSON }],
        ['html', { open: 'never', outputFolder: process.env.PLAYWRIGHT_HTML_DIR || 'playwright-report' }],
      ]
    : 'list',
  // Limits, not waits: a passing test takes what it takes. CI runs on whatever machine the day
  // brings; on a busy 2-core one (3x slower than idle) the heaviest tests, a page's full axe run
  // or four form submissions, took 30-37 s, so they get twice the headroom Playwright's defaults give.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}${basePath}/`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      // Keep Chromium from phoning home: the machine's network is closed and tests must not depend on it.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Tests tagged @mobile-only / @desktop-only run in one project only, so no test is ever skipped.
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 740 },
        // Pixel 5's defaults already pick Chromium; keep the same browser as desktop.
        defaultBrowserType: 'chromium',
      },
    },
    // The reference visitor: the mobile project's phone, its network and CPU throttled for real
    // (e2e/slow-phone/slow-phone.ts). Hydration takes seconds there, so its tests get longer.
    {
      name: SLOW_PHONE_PROJECT,
      testDir: './e2e/slow-phone',
      testIgnore: [],
      timeout: 90_000,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 740 },
        defaultBrowserType: 'chromium',
      },
    },
  ],
  webServer: {
    // node --import tsx: one process, no npx or tsx CLI in front of it, so the server is up sooner.
    command: `node --import tsx scripts/serve/serve.ts --port ${PORT} --dir ${exportDir}`,
    url: `http://localhost:${PORT}${basePath}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
