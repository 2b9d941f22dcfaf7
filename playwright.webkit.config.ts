import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { webkitProject } from './e2e/webkit/project';

/**
 * WebKit (WebKitGTK over WebKitWebDriver) against the export served as in playwright.config.ts:
 *   npm run build && E2E_PORT=4173 npx playwright test -c playwright.webkit.config.ts
 * Needs webkit2gtk-driver, xvfb, gir1.2-webkit2-4.1 and python3-gi (scripts/test/ensure-browsers.ts).
 */
export default defineConfig({
  ...base,
  testIgnore: [],
  projects: [webkitProject],
});
