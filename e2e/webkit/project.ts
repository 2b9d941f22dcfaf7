import type { Project } from '@playwright/test';
import { engineTests } from '../engines/firefox';
import { DESKTOP, PHONE } from '../screens';

/**
 * The WebKit projects: WebKitGTK driven over WebDriver (e2e/webkit/fixtures.ts), `webkit` at the
 * desktop's 1280 x 800 and `webkit-phone` at the phone's 375 x 740 (the window is the viewport:
 * e2e/webkit/browser.py). They run the `@webkit` registrations (e2e/visitor/test.ts) of every spec
 * written against the visitor API, of the tests tagged for every engine (`@engines`, `@journey`):
 * one rule, so a visitor spec added to any folder runs here too, against its folder's export
 * (e2e/exports.ts). `@desktop-only`, `@mobile-only`, `@engines-desktop` and `@engines-phone` keep
 * their meaning, as in Firefox's projects.
 */
const webkitOnly = /@webkit/;
/** Both the WebKit registration and the tag for every engine, in either order. */
const webkitEngineTests = new RegExp(`^(?=.*${webkitOnly.source})(?=.*(?:${engineTests.source}))`);

const webkitBase: Project = {
  // One WebKit session per worker; two fit a 2-core machine beside the server.
  workers: 2,
  // A test's own limit; its worker's session starts apart (fixtures.ts gives that 60 s).
  timeout: 60_000,
  // WebKitGTK under Xvfb, on a loaded 2-core machine, now and then loses its session or its window
  // size mid-run (WebDriverError, NoSuchSessionError: one test in a run of 600, a different one each
  // time). A second try in a fresh session tells that from a failure of the site; the run's summary
  // counts it as flaky (scripts/test/run-all.ts), so a retry never passes unseen.
  retries: 1,
  grep: webkitEngineTests,
};

/** `webkit` (1280 px, without `phoneOnly`) and `webkit-phone` (375 px, without `desktopOnly`). */
export function webkitProjects({ phoneOnly, desktopOnly }: Record<'phoneOnly' | 'desktopOnly', string[]>): Project[] {
  return [
    {
      ...webkitBase,
      name: 'webkit',
      testIgnore: phoneOnly,
      grepInvert: /@mobile-only|@engines-phone/,
      // The window size, which fixtures.ts gives the WebKit window.
      use: { viewport: DESKTOP },
    },
    {
      ...webkitBase,
      name: 'webkit-phone',
      testIgnore: desktopOnly,
      grepInvert: /@desktop-only|@engines-desktop/,
      use: { viewport: PHONE },
    },
  ];
}
