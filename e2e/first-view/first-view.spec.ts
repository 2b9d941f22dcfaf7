import type { Page } from '@playwright/test';
import { chunks } from '../chunks';
import { expect, pages, publishedPaths, test } from '../fixtures';

/**
 * Every page paints from its HTML alone (scripts/build/critical-css.ts): the CSS it uses is in its
 * head, and its stylesheets load at the end of its body without holding the first paint. Here the
 * stylesheets are held back and never answered: the page must still paint, and what it shows must
 * be, element by element, what it shows once they are in. The scripts and the heading font are held
 * in both loads, so hydration changes nothing and both lay out headings in the fallback font.
 */

const firstPost = publishedPaths().find((path) => /^blog\/(?!topics\/|page\/|search\/)[^/]+\/$/.test(path));
if (!firstPost) throw new Error('The sitemap lists no post');
const kinds = [...pages.map((page) => page.path), `/${firstPost}`, '/blog/topics/', '/blog/search/'];

const STYLESHEET = /\.css(\?|$)/;
const SCRIPT_OR_FONT = /\/_next\/static\/.*\.(js|woff2)(\?|$)/;

/** Leaves every request to `pattern` unanswered, and lists them. */
async function holdBack(page: Page, pattern: RegExp): Promise<string[]> {
  const held: string[] = [];
  await page.route(pattern, (route) => {
    held.push(route.request().url());
  });
  return held;
}

/** Each element of the body, in order: where it is and how it is drawn, its ::before and ::after included. */
function drawing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skipped = new Set(['SCRIPT', 'LINK', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
    const properties = [
      'display',
      'position',
      'color',
      'background-color',
      'font-family',
      'font-size',
      'font-weight',
      'opacity',
      'visibility',
      'transform',
    ];
    const look = (style: CSSStyleDeclaration) => properties.map((name) => style.getPropertyValue(name)).join(' ');
    return [...document.body.querySelectorAll('*')]
      .filter((element) => !skipped.has(element.tagName))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const [x, y, width, height] = [box.x, box.y, box.width, box.height].map((value) => Math.round(value));
        const pseudo = ['::before', '::after']
          .map((which) => getComputedStyle(element, which))
          .map((style) => `${style.content} ${style.display} ${style.width} ${style.height}`);
        return `<${element.tagName.toLowerCase()} ${element.className}> ${x},${y} ${width}x${height} ${look(getComputedStyle(element))} | ${pseudo.join(' | ')}`;
      });
  });
}

/** Waits until the page's last element, its moved stylesheets, is parsed: all before it is in the DOM. */
async function parsed(page: Page) {
  await expect(page.locator('body > link[rel="stylesheet"]').first()).toBeAttached();
}

/** The photos further down no longer wait for the first screen's (lib/head-script.ts): both loads are drawn in that state. */
async function photosReleased(page: Page) {
  await expect(page.locator('html.photos-held')).toHaveCount(0);
}

function expectSameDrawing(held: string[], full: string[]) {
  const first = held.findIndex((line, index) => line !== full[index]);
  expect(first === -1 ? null : { held: held[first], full: full[first] }, 'the first element drawn differently').toBeNull();
  expect(held).toHaveLength(full.length);
}

async function paintsFromItsHtml(page: Page, path: string) {
  await holdBack(page, SCRIPT_OR_FONT);
  const heldStylesheets = await holdBack(page, STYLESHEET);
  await page.goto(path, { waitUntil: 'commit' });
  // Polled, not per animation frame: a page without JavaScript may schedule no frame for the check.
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint')),
    )
    .toBe(true);
  await parsed(page);
  // Painted while every stylesheet was asked for (from the head, by a preload) and none had arrived.
  const stylesheets = await page
    .locator('head link[rel="preload"][as="style"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(stylesheets.length, 'stylesheets').toBeGreaterThan(0);
  expect(heldStylesheets.sort()).toEqual(stylesheets.sort());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await photosReleased(page);
  const held = await drawing(page);

  const withCss = await page.context().newPage();
  await holdBack(withCss, SCRIPT_OR_FONT);
  await withCss.goto(path, { waitUntil: 'commit' });
  await parsed(withCss);
  await expect
    .poll(() =>
      withCss.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
      ),
    )
    .toBe(true);
  await photosReleased(withCss);
  expectSameDrawing(held, await drawing(withCss));
  await withCss.close();
}

/**
 * Firefox too (WebKit's driver cannot hold a request back), on two templates: the inlined CSS is
 * cut by one build step for every page alike (scripts/build/critical-css.ts), so what another
 * engine can draw differently from it shows on the home page (the hero over its photo) and the
 * form (its controls); a post's prose is plain blocks.
 */
const engineChecked = new Set(['/', '/contact/']);

for (const path of kinds.filter((kind) => engineChecked.has(kind))) {
  test(`${path} paints from its HTML alone, as its stylesheets draw it @engines-desktop`, async ({ page }) => {
    await paintsFromItsHtml(page, path);
  });
}
// Chromium's other templates four to a test, a step each in the same page (a fresh context per
// template cost more than its two loads); each step lifts the requests it held.
for (const group of chunks(
  kinds.filter((kind) => !engineChecked.has(kind)),
  4,
)) {
  test(`${group.join(', ')} each paint from their HTML alone, as their stylesheets draw them`, async ({ page }) => {
    test.setTimeout(test.info().timeout * 2);
    for (const path of group) {
      await test.step(path, async () => {
        await paintsFromItsHtml(page, path);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    }
  });
}

test.describe('the not-found page', () => {
  test.use({ allowConsoleErrors: /status of 404/ });

  test('paints from its HTML alone, as its stylesheets draw it', async ({ page }) => {
    await paintsFromItsHtml(page, '/no/such/page/');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Chromium only: over BiDi, Firefox ignores javaScriptEnabled (e2e/engines/firefox.ts).
  for (const path of ['/', '/contact/']) {
    test(`${path} paints from its HTML alone, as its stylesheets draw it`, async ({ page }) => {
      await paintsFromItsHtml(page, path);
    });
  }
});
