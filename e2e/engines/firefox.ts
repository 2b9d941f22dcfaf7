import { browserPaths } from '../../scripts/lib/browser-paths';
import { DESKTOP, PHONE } from '../screens';
import type { LaunchOptions, PlaywrightTestConfig } from '@playwright/test';
import { launchOptionsIn } from './launch-options';

type Use = NonNullable<PlaywrightTestConfig['use']>;

/**
 * Firefox for the e2e suite: Debian's Firefox ESR, driven by the installed Playwright over WebDriver
 * BiDi (the `moz-firefox` channel), so no browser build has to be downloaded.
 *
 * What BiDi gives and does not give with Playwright 1.65 and Firefox ESR 153:
 * - `emulation.setMediaFeaturesOverride` (sent for every new context, to set prefers-color-scheme)
 *   is answered "unknown command", and `browser.newContext()` fails. A patch of Playwright
 *   (./firefox-patches.ts) turns exactly that answer into an empty success; everything else is untouched.
 * - `colorScheme`, `reducedMotion` and `javaScriptEnabled` context options are ignored (the page
 *   gets light colours, motion and scripts whatever the test asks). A spec that needs one in Firefox
 *   adds the preference at its top, `test.use({ reducedMotion: 'reduce', ...firefoxPrefsFor(
 *   firefoxPrefs.reducedMotion) })` (e2e/engines/media-prefs.spec.ts), or leaves the check to
 *   Chromium and says so in its skip reason.
 * - `isMobile` does not exist in Firefox; `hasTouch` enables `tap()` (BiDi touch actions) but does
 *   not change `(pointer: coarse)`, which stays the desktop's `fine`.
 * - Console messages and uncaught errors arrive (BiDi `log.entryAdded`), but what Chromium logs to
 *   the console as an error (a script that failed to load, a refused cross-origin request, a
 *   Content-Security-Policy report) Firefox sends as an uncaught error, in its own words
 *   ("Content-Security-Policy: The page’s settings blocked ..."): e2e/fixtures.ts counts those as
 *   console errors, and a test's `allowConsoleErrors` must match both wordings. The report names no
 *   directive in a form a test can rely on, so the fixtures' in-page `securitypolicyviolation`
 *   listener stays the one CSP gate. Firefox has no Layout Instability API (`layout-shift`), so a
 *   layout-shift measure reads 0 there.
 * - `waitForLoadState('networkidle')` could wait forever once a frame had navigated (the contact
 *   page's map), through a flaw in Playwright's network-idle bookkeeping that BiDi's timing exposes:
 *   e2e/engines/network-idle.ts patches it.
 *
 * This module is data only (launch options, preferences, projects): the config and any spec may
 * import it. The patches of Playwright's internals are in ./firefox-patches.ts, which only a Firefox
 * worker loads (e2e/fixtures.ts's `playwright` fixture), so a Playwright release that breaks one
 * fails the Firefox projects, naming the patch, and never touches Chromium's.
 */

/** Firefox preferences that stand in for the context options BiDi ignores. */
export const firefoxPrefs = {
  /** `reducedMotion: 'reduce'`: 1 makes `(prefers-reduced-motion: reduce)` match. */
  reducedMotion: { 'ui.prefersReducedMotion': 1 },
  /** `colorScheme: 'dark'`: 0 = dark, 1 = light (layout.css.prefers-color-scheme.content-override). */
  dark: { 'layout.css.prefers-color-scheme.content-override': 0 },
  light: { 'layout.css.prefers-color-scheme.content-override': 1 },
  /** `javaScriptEnabled: false`. */
  noJavaScript: { 'javascript.enabled': false },
} as const;

/**
 * In Firefox, launches with these preferences as well, standing in for the context options BiDi
 * ignores (`launchOptionsIn`: at the top of a spec file). Pair it with the context option itself,
 * which the other engines follow:
 *   test.use({ reducedMotion: 'reduce', ...firefoxPrefsFor(firefoxPrefs.reducedMotion) });
 */
export const firefoxPrefsFor = (prefs: Record<string, string | number | boolean>) =>
  launchOptionsIn('firefox', (options) => ({ ...options, firefoxUserPrefs: { ...options.firefoxUserPrefs, ...prefs } }));

/**
 * Preferences of every Firefox the suite launches: overlay scrollbars, as on a phone or a Mac
 * (a classic scrollbar takes 12 px from a 375 px viewport), light colours whatever the desktop
 * says, and no traffic of its own (updates, telemetry, safe browsing, captive portal checks).
 */
const basePrefs = {
  'ui.useOverlayScrollbars': 1,
  ...firefoxPrefs.light,
  // ESR 153's content process dies (SIGSEGV) when a page's script and then a sandbox (Playwright's
  // utility world, where getAttribute/textContent run) both read `element.ariaLabelledByElements`;
  // Playwright's role selectors read it for every aria-labelledby. Reproduced with
  // `<section aria-labelledby=t><h2 id=t>`: page.evaluate(() => section.ariaLabelledByElements),
  // then getByRole('region').getAttribute(). Without the reflection Playwright reads the
  // aria-labelledby ids instead, which name the same elements.
  'accessibility.ARIAElementReflection.enabled': false,
  // No spare content process started ahead of need: a launch cost 8.2 s of CPU with it and 6.2 s
  // without (ESR 153, this 2-core machine). Fission stays on: with one process for every site, a
  // second page's stylesheet waited on the first page's held request (first-view.spec.ts).
  'dom.ipc.processPrelaunch.enabled': false,
  'app.update.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'messaging-system.rsexperimentloader.enabled': false,
  'app.normandy.enabled': false,
};

/** Launch options for Firefox ESR; `extraPrefs` adds preferences (see `firefoxPrefs`). */
export function firefoxLaunchOptions(extraPrefs: Record<string, string | number | boolean> = {}): LaunchOptions {
  // No Firefox found: Playwright looks in its own places and, failing, stops the Firefox projects
  // with "Chromium distribution 'moz-firefox' is not found" (not the others).
  return {
    channel: 'moz-firefox',
    executablePath: browserPaths.firefox,
    firefoxUserPrefs: { ...basePrefs, ...extraPrefs },
  };
}

/**
 * The screens of the Firefox projects: the desktop project's 1280 x 800 window and the mobile
 * project's 375 x 740 view with touch input. Firefox has no `isMobile` (Playwright refuses it);
 * touch works for tap() only.
 */
const screens = {
  desktop: { viewport: DESKTOP, hasTouch: false },
  phone: { viewport: PHONE, isMobile: false, hasTouch: true },
} satisfies Record<string, Use>;

/** `use` of a Firefox project on one of its screens (desktop by default). */
export function firefoxUse(screen: keyof typeof screens = 'desktop'): Use {
  return { browserName: 'firefox', channel: 'moz-firefox', ...screens[screen], launchOptions: firefoxLaunchOptions() };
}

/**
 * Tests that run in every engine: the visitor flows (`@engines`) and the journeys (`@journey`).
 * `@engines-desktop` and `@engines-phone` (which `@engines` matches too) run at one width only in the
 * other engines, for a check they need once, not per width: axe on every route and the first view
 * at the desktop's; keyboard focus at the phone's, where the header and the WhatsApp button take
 * the most of the screen (Chromium runs each at both).
 */
export const engineTests = /@engines|@journey/;
