import { defineConfig } from '@playwright/test';
import { firefoxDesktop, firefoxPhone } from './e2e/engines/firefox';

/**
 * The visitor flows in Firefox (Debian's Firefox ESR over WebDriver BiDi, see e2e/engines/firefox.ts),
 * against the same built export and server as playwright.config.ts. Temporary: the projects below
 * move into playwright.config.ts.
 *
 * Only tests tagged @engines or @journey run here; FIREFOX_ALL_TESTS=1 drops that filter, to see how
 * the rest of a spec fares in Firefox.
 */
const PORT = Number(process.env.E2E_PORT || 4173);
const basePath = process.env.BASE_PATH || '';
const exportDir = process.env.EXPORT_DIR || 'out';
const engineTests = process.env.FIREFOX_ALL_TESTS ? /.*/ : /@engines|@journey/;

export default defineConfig({
  testDir: './e2e',
  testIgnore: ['**/blog-fixtures/**', '**/cms/**', '**/contact-endpoint/**', '**/slow-phone/**'],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.PLAYWRIGHT_JSON
    ? [
        ['list'],
        ['json', { outputFile: process.env.PLAYWRIGHT_JSON }],
        ['html', { open: 'never', outputFolder: process.env.PLAYWRIGHT_HTML_DIR || 'playwright-report' }],
      ]
    : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}${basePath}/`,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'firefox', grep: engineTests, grepInvert: /@mobile-only/, use: firefoxDesktop() },
    { name: 'firefox-mobile', grep: engineTests, grepInvert: /@desktop-only/, use: firefoxPhone() },
  ],
  webServer: {
    command: `node --import tsx scripts/serve/serve.ts --port ${PORT} --dir ${exportDir}`,
    url: `http://localhost:${PORT}${basePath}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
