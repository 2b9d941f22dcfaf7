import type { LaunchOptions } from '@playwright/test';
import { browserPaths } from '../../scripts/lib/browser-paths';
import { launchOptionsIn } from './launch-options';

/**
 * A context's pages share one renderer process instead of starting one for a new tab's blank page
 * and another for the site: a process costs about 0.65 s of CPU on the CI machine (decision 0150,
 * fifth round). What a page does is the same; only pages of one context now take turns on one
 * main thread, as on a phone that has run out of memory for more.
 */
const ONE_RENDERER = '--renderer-process-limit=1';

/** Chromium for every Chromium project. */
export const chromiumLaunch: LaunchOptions = {
  // The machine has no route to Playwright's browser download: Debian's Chromium headless shell
  // (scripts/lib/browser-paths.ts).
  executablePath: browserPaths.chromiumForTests,
  // Keep Chromium from phoning home: the machine's network is closed and tests must not depend on it.
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    ONE_RENDERER,
  ],
};

/**
 * For `test.use()` at the top of a spec whose pages must each have a process of their own: with one
 * renderer, DevTools' offline emulation, set for the page and its service worker and then lifted,
 * left the shared process offline (the offline tests of contact-endpoint/contact-delivery.spec.ts never delivered).
 */
export const aRendererPerPage = launchOptionsIn('chromium', (options) => ({
  ...options,
  args: options.args?.filter((arg) => arg !== ONE_RENDERER),
}));
