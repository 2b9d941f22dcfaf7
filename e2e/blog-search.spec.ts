import type { Page } from '@playwright/test';
import { blog } from '../content/blog';
import { tripsCopy } from '../content/trips';
import { visasCopy } from '../content/visas';
import { axeViolations, expect, gotoHydrated, requestedPaths, test } from './fixtures';
import { alps, schengen, zanzibar, zanzibarTrip } from './site-data';

/**
 * The blog's search (issue 20): Pagefind's index of the exported posts, searched in the browser
 * from /blog/ and /blog/search/. Under a base path, e2e/base-path.spec.ts checks what it changes.
 * Nothing here depends on the screen but how results and the search page reflow: the scans of
 * those two states (results and no match on /blog/, results on /blog/search/) run at phone width too.
 */
const copy = blog.search;

const searchBox = (page: Page) => page.getByRole('searchbox', { name: copy.label });
const resultList = (page: Page) => page.getByRole('list', { name: copy.resultsLabel });
const results = (page: Page) => resultList(page).getByRole('heading', { level: 2 });
/** The topics offered when search cannot help. */
const fallbackTopics = (page: Page) => page.getByRole('list', { name: copy.browseTopics });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /./ });
/** Every request for Pagefind's script or index, as paths. */
const searchRequests = (page: Page) => requestedPaths(page, (path) => path.includes('/pagefind/'));

test.describe('search on /blog/', () => {
  // One page, searched again and again as a reader does (a fresh page per search cost more than
  // the search). Keyboard alone, the count of results and a result opening its post (in the same
  // document): flows/visitor-flows.spec.ts, in every engine.
  test('costs nothing until the box is focused, then loads from under the base path; "schengen" finds the post (excerpt marked, date, topics) and its visa guide; a word no post contains says so; the shell is not indexed; "zanzibar" finds the post and its trip, each saying which it is @desktop-only', async ({
    page,
  }) => {
    test.slow();
    await test.step('nothing fetched until the box is focused', async () => {
      const requested = searchRequests(page);
      await gotoHydrated(page, '/blog/');
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);

      await searchBox(page).focus();
      await expect.poll(() => requested).toContain(`/pagefind/pagefind.js`);
      expect(requested.filter((path) => !path.startsWith(`/pagefind/`))).toEqual([]);
    });

    await test.step('"schengen"', async () => {
      await searchBox(page).fill('schengen');
      await expect(status(page)).toHaveText(/results? found for "schengen"/);
      // The post and the visa desk's guide both answer; each result says which kind it is.
      const post = resultList(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: schengen.title }) });
      await expect(post.locator('mark').first()).toHaveText(/schengen/i);
      await expect(post.locator('time')).toHaveAttribute('datetime', '2024-06-20');
      await expect(post).toContainText('Visas, Europe');
      await expect(resultList(page).getByRole('listitem').filter({ hasText: visasCopy.searchKind })).not.toHaveCount(0);
    });

    await test.step('a word no post contains', async () => {
      await searchBox(page).fill('xqzvwplonk');
      await expect(status(page)).toHaveText('Nothing matches "xqzvwplonk". Try another word, or browse the topics:');
      await expect(results(page)).toHaveCount(0);
      await expect(fallbackTopics(page).getByRole('link', { name: 'Visas' })).toHaveAttribute('href', `/blog/topics/visas/`);
    });

    await test.step('the header, footer, share links and related posts are not indexed', async () => {
      // Pagefind forgives typos, so such words may still find posts by a near word ("whatsapp" finds
      // "What"), but never by the word itself: WhatsApp is in the shell, the share links and the call
      // to act; Unsplash ("Photos: Unsplash") and "rights reserved" in the footer.
      for (const word of ['whatsapp', 'unsplash', 'rights reserved']) {
        await searchBox(page).fill(word);
        await expect(status(page)).toHaveText(new RegExp(`found for "${word}"|Nothing matches "${word}"`));
        await expect(
          resultList(page)
            .locator('mark')
            .filter({ hasText: /whatsapp|unsplash|rights|reserved/i }),
        ).toHaveCount(0);
      }
      // The Alps post lists the Schengen post (title "...What Gets Approved") under related posts.
      await searchBox(page).fill('approved');
      await expect(results(page)).toHaveText([schengen.title]);
    });

    await test.step('"zanzibar": the post and the trip it names, each saying which it is', async () => {
      await searchBox(page).fill('zanzibar');
      const result = (title: string) =>
        resultList(page)
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: title }) });
      await expect(result(zanzibar.title)).toContainText(copy.postKind);
      await expect(result(zanzibarTrip.title)).toContainText(tripsCopy.searchKind);
      await expect(resultList(page).getByRole('link', { name: zanzibarTrip.title })).toHaveAttribute('href', zanzibarTrip.path);
      await expect(resultList(page).getByRole('link', { name: zanzibar.title })).toHaveAttribute('href', zanzibar.path);
    });
  });

  test.describe('when the index cannot be loaded', () => {
    // The failure is made by page.route, which a service worker's own fetches bypass: without the
    // worker (docs/decisions/0060), as on a first visit before it is installed.
    test.use({ allowConsoleErrors: /Failed to load resource|pagefind/, serviceWorkers: 'block' });

    test('says search is unavailable and links the topics @desktop-only', async ({ page }) => {
      await page.route('**/pagefind/**', (route) => route.fulfill({ status: 503, body: 'down' }));
      await gotoHydrated(page, '/blog/');
      await searchBox(page).fill('visa');
      await expect(status(page)).toHaveText(copy.unavailable);
      await expect(fallbackTopics(page).getByRole('link', { name: 'Europe' })).toHaveAttribute('href', `/blog/topics/europe/`);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  // Three full axe scans: /blog/ with results and with no match, then the search page opened with a
  // shared query (which opening so, in every engine, is flows/visitor-flows.spec.ts "a shared address…").
  test('has no axe violations with results and with no match, nor on the search page opened with results', async ({ page }) => {
    test.slow();
    await gotoHydrated(page, '/blog/');
    await searchBox(page).fill('visa');
    await expect(results(page).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await searchBox(page).fill('xqzvwplonk');
    await expect(status(page)).toHaveText(/Nothing matches/);
    expect(await axeViolations(page)).toEqual([]);
    await gotoHydrated(page, '/blog/search/?q=alps');
    await expect(results(page).first()).toHaveText(alps.title);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the search page', () => {
  test('without a query loads nothing until the box is focused @desktop-only', async ({ page }) => {
    const requested = searchRequests(page);
    await gotoHydrated(page, '/blog/search/');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

// One policy on every page, WebAssembly allowed wherever a visit starts: scripts/test/export/policies.test.ts.
test.describe('the Content-Security-Policy', () => {
  test('searches on the page itself and fetches each of Pagefind\u2019s files once, the early ones included @desktop-only', async ({
    page,
  }) => {
    const requested = searchRequests(page);
    await gotoHydrated(page, '/blog/');
    await searchBox(page).fill('zanzibar');
    await expect(results(page)).toHaveText([zanzibar.title, zanzibarTrip.title]);
    await page.waitForLoadState('networkidle');
    // No worker: the page's policy and its throttled thread are what the reader meets.
    expect(requested.filter((path) => path.endsWith('pagefind-worker.js'))).toEqual([]);
    // The engine and the meta file are preloaded at focus, and Pagefind takes those: one fetch each.
    const engine = requested.filter((path) => /\/wasm\.[\w-]+\.pagefind$/.test(path));
    const meta = requested.filter((path) => path.endsWith('.pf_meta'));
    expect(engine).toHaveLength(1);
    expect(meta).toHaveLength(1);
  });
});

test.describe('without JavaScript @desktop-only', () => {
  test.use({ javaScriptEnabled: false });

  test('the box is not shown on /blog/, and the posts are, with their dates as built and their markdown; the search page offers the topics instead of the box', async ({
    page,
  }) => {
    await page.goto('/blog/');
    await expect(page.getByRole('heading', { level: 2, name: schengen.title })).toBeVisible();
    await expect(page.locator('time[datetime="2024-01-15"]')).toHaveText('15 January 2024');
    await expect(page.getByRole('article', { name: alps.title }).locator('ol > li')).toHaveCount(5);
    await expect(searchBox(page)).toBeHidden();

    await page.goto('/blog/search/?q=alps');
    await expect(searchBox(page)).toBeHidden();
    const topics = page.getByRole('region', { name: copy.browseTopics });
    await expect(topics.getByRole('link', { name: 'Adventure' })).toHaveAttribute('href', `/blog/topics/adventure/`);
  });
});
