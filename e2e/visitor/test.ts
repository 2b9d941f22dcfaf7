/**
 * Registers a spec written against the visitor API (./visitor.ts) once for every engine:
 *
 *   import { by, expect, test } from '../visitor/test';
 *   test('home → Blog @journey @desktop-only', async ({ visitor }) => {
 *     await visitor.open('/');
 *     await visitor.tap(by.link('Blog', by.navigation('Main')));
 *     await expect.poll(() => visitor.heading()).toBe('Travel Blog');
 *   });
 *
 * Each `test` is registered twice from the same body: once for Playwright (the Chromium and Firefox
 * projects), over e2e/fixtures.ts's page and its error gates; once, tagged `@webkit`, for the WebKit
 * projects, over e2e/webkit/fixtures.ts's WebKitWebDriver session and its gates. The projects pick
 * theirs by tag (`@playwright` or `@webkit`; e2e/webkit/project.ts), so each engine runs every test once. The tags
 * @desktop-only and @mobile-only keep their meaning in every engine: `webkit` is 1280 px wide,
 * `webkit-phone` 375 px, as `firefox` and `firefox-phone` are.
 *
 * Options for `test.use()`, the same in every engine: `allowConsoleErrors` (a pattern of expected
 * console errors and failed requests) and, at a file's top, `withoutPopover` (the menu as Safari
 * before 17 has it: no Popover API; WebKit switches the feature off, Playwright's engines remove it).
 */
import { expect, test as playwrightBase } from '../fixtures';
import { test as webkitBase } from '../webkit/fixtures';
import { PlaywrightVisitor } from './playwright-visitor';
import type { Visitor } from './visitor';

export { expect };
export { by, type Observed, type Target, type Visitor } from './visitor';

/** The tag of a test's WebKit registration (in its title: two tests of one file may not share a title). */
export const WEBKIT_TAG = '@webkit';
/** The tag of its Playwright registration (a tag only, so Chromium's and Firefox's titles read as written). */
export const PLAYWRIGHT_TAG = '@playwright';

type Fixtures = { engineVisitor: Visitor };

/** What the browser reported so far, but what the test forgot, holds no error (`where`: the step, for the message). */
export async function expectNothingReported(visitor: Visitor, where = 'the test') {
  const seen = await visitor.observed();
  expect(seen.cspViolations, `Content-Security-Policy violations by ${where}`).toEqual([]);
  expect(seen.pageErrors, `uncaught page errors by ${where}`).toEqual([]);
  expect(seen.consoleErrors, `console errors by ${where}`).toEqual([]);
}

// `withoutPopover` is e2e/fixtures.ts's, so these tests share their workers with every other spec.
const playwrightTest = playwrightBase.extend<Fixtures>({
  engineVisitor: async ({ page, context, baseURL, observed, browserName, withoutPopover }, provide) => {
    // The clipboard as the browser holds it, read by the page (WebKit's is read by our browser).
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    if (withoutPopover) await page.addInitScript(removePopoverApi);
    const visitor = new PlaywrightVisitor(page, baseURL ?? '', observed, browserName === 'firefox' ? 'firefox' : 'chromium');
    await provide(visitor);
    // e2e/fixtures.ts's `observed` checks the same lists after this, and fails the test on them too.
    await expectNothingReported(visitor);
  },
});

const webkitTest = webkitBase.extend<Fixtures>({
  engineVisitor: async ({ visitor }, provide) => {
    await provide(visitor);
    await expectNothingReported(visitor);
    expect((await visitor.observed()).failedRequests, 'failed requests to the site').toEqual([]);
  },
});

type Body = (fixtures: { visitor: Visitor }) => Promise<void>;

/** A test in every engine, from one body. */
export function test(title: string, body: Body) {
  playwrightTest(title, { tag: PLAYWRIGHT_TAG }, ({ engineVisitor }) => body({ visitor: engineVisitor }));
  webkitTest(`${title} ${WEBKIT_TAG}`, ({ engineVisitor }) => body({ visitor: engineVisitor }));
}
/** Groups tests (shared by both registrations). */
test.describe = playwrightTest.describe;
/** Options for the tests of this file or group, in every engine. */
test.use = playwrightTest.use;

/**
 * As on iOS 15 and 16: no popover methods or property, and a selector naming :popover-open is a
 * syntax error, as old WebKit throws it ("':popover-open' is not a valid selector."). Run in the
 * page before its scripts (Playwright's init script), so it cannot use anything outside itself.
 */
function removePopoverApi() {
  const prototype = HTMLElement.prototype as unknown as Record<string, unknown>;
  for (const name of ['showPopover', 'hidePopover', 'togglePopover', 'popover']) delete prototype[name];
  const guard = <T extends (this: unknown, selectors: string) => unknown>(original: T) =>
    function (this: unknown, selectors: string) {
      if (String(selectors).includes(':popover-open')) {
        throw new DOMException(`'${selectors}' is not a valid selector.`, 'SyntaxError');
      }
      return original.call(this, selectors);
    };
  for (const owner of [Element.prototype, Document.prototype, DocumentFragment.prototype]) {
    const methods = owner as unknown as Record<string, (this: unknown, selectors: string) => unknown>;
    for (const name of ['matches', 'closest', 'querySelector', 'querySelectorAll']) {
      if (typeof methods[name] === 'function') methods[name] = guard(methods[name]);
    }
  }
}
