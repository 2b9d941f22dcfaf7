import { defineConfig } from '@playwright/test';
import { firefoxProjects } from './e2e/engines/firefox';

/**
 * The visitor flows in Firefox (Debian's Firefox ESR over WebDriver BiDi, see e2e/engines/firefox.ts),
 * against the same built export and server as playwright.config.ts. Temporary: playwright.config.ts
 * takes the two projects with `...firefoxProjects({ testIgnore: ownExports })`.
 *
 * Only tests tagged @engines or @journey run here; FIREFOX_ALL_TESTS=1 drops that filter, to see how
 * the rest of a spec fares in Firefox.
 */
const PORT = Number(process.env.E2E_PORT || 4173);
const basePath = process.env.BASE_PATH || '';
const exportDir = process.env.EXPORT_DIR || 'out';

export default defineConfig({
  testDir: './e2e',
  // As playwright.config.ts's site projects; the real-delivery journey needs the contact-endpoint export.
  testIgnore: [
    '**/blog-fixtures/**',
    '**/cms/**',
    '**/contact-endpoint/**',
    '**/slow-phone/**',
    '**/base-path.spec.ts',
    '**/journeys/contact-delivery-journey.spec.ts',
  ],
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
  projects: firefoxProjects().map((project) => (process.env.FIREFOX_ALL_TESTS ? { ...project, grep: /.*/ } : project)),
  webServer: {
    command: `node --import tsx scripts/serve/serve.ts --port ${PORT} --dir ${exportDir}`,
    url: `http://localhost:${PORT}${basePath}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
