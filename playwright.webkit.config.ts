import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { webkitProject } from './e2e/webkit/project';

/**
 * WebKit (WebKitGTK over WebKitWebDriver) against the site's export, served as playwright.config.ts
 * serves it (its server for out/ only: none of the CMS's or the fixture exports'):
 *   npm run build && E2E_PORT=4173 npx playwright test -c playwright.webkit.config.ts
 * Needs webkit2gtk-driver, xvfb, gir1.2-webkit2-4.1 and python3-gi (scripts/test/ensure-browsers.ts).
 * Temporary: webkitProject moves into playwright.config.ts.
 */
const servers = Array.isArray(base.webServer) ? base.webServer : base.webServer ? [base.webServer] : [];
const siteServer = servers.find((server) => server.url === base.use?.baseURL);

export default defineConfig({
  ...base,
  // The CMS's teardown belongs with its servers, which this run does not start.
  globalTeardown: undefined,
  projects: [webkitProject],
  webServer: siteServer,
});
