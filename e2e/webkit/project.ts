import type { Project } from '@playwright/test';

/**
 * The WebKit project: WebKitGTK driven over WebDriver (e2e/webkit/fixtures.ts), against the same
 * served export and baseURL as the Chromium projects. Its specs end in `.webkit.ts`, so the other
 * projects (which match `*.spec.ts` under e2e/) never pick them up.
 */
export const webkitProject: Project = {
  name: 'webkit',
  testDir: './e2e/webkit',
  testMatch: /\.webkit\.ts$/,
  testIgnore: [],
  // One WebKit session per worker; two fit a 2-core machine beside the server.
  workers: 2,
  // A test's own limit; its worker's session starts apart (fixtures.ts gives that 60 s).
  timeout: 60_000,
  // The window size, which fixtures.ts gives the WebKit window (a spec may ask for PHONE).
  use: { viewport: { width: 1280, height: 800 } },
};
