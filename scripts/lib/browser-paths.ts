/**
 * Where the end-to-end tests find Debian's browsers: the one place that names their paths. The
 * packages that put them there are listed beside it (scripts/test/browser-packages.txt); the Playwright config,
 * ensure-browsers.ts, the Firefox projects (e2e/engines/firefox.ts) and the WebKit driver
 * (e2e/webkit/driver.ts) all read the paths from here. An environment variable points at a browser
 * installed elsewhere.
 */
import { existsSync } from 'node:fs';

/** The first of these paths that exists on this machine (unset entries skipped). */
function firstExisting(...paths: (string | undefined)[]): string | undefined {
  return paths.find((path): path is string => Boolean(path && existsSync(path)));
}

export const browserPaths = {
  /** Debian's `chromium`; CHROMIUM_PATH overrides it. Absent: Playwright looks in its own places. */
  chromium: firstExisting(process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'),
  /**
   * What the end-to-end tests drive: Debian's `chromium-headless-shell`, the same Blink without the
   * browser's window machinery, as Playwright's own headless Chromium is. It runs the suite in half
   * the machine's time of the full browser (docs/decisions/0040); CHROMIUM_PATH overrides it, and
   * without it the tests use the full `chromium`. So does the startup-JS check, which counts the
   * scripts a page fetches; the bench, which times them, keeps the full browser, the one visitors run.
   */
  chromiumForTests: firstExisting(
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ),
  /** Debian's `firefox-esr`; FIREFOX_PATH overrides it. */
  firefox: firstExisting(process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'),
  /** Debian's `webkit2gtk-driver`; WEBKIT_WEBDRIVER overrides it (named even when absent, so the error says where it looked). */
  webkitDriver: process.env.WEBKIT_WEBDRIVER || '/usr/bin/WebKitWebDriver',
  /** Debian's `xvfb`, the WebKit browser's display when there is none. */
  xvfb: '/usr/bin/Xvfb',
} as const;
