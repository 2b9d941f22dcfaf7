import { blog } from '../content/blog';
import { expect, gotoHydrated, openMenuIfCollapsed, pages, relative, requestedPaths, routes, test } from './fixtures';
import { expectOfflinePage, OFFLINE_REPORTS, savedPages, tapNav, workerKeepsThisPage } from './offline/offline';

/**
 * The site must work when served under a sub-path (GitHub Pages project sites). Runs in the
 * base-path projects only, against out-base/, built with BASE_PATH=/travel-orchard.
 */

test.describe('served under a base path', () => {
  test('the project serves a base path, so nothing here holds trivially @desktop-only', ({ basePath }) => {
    expect(basePath).toMatch(/^\/[\w-]+$/);
  });

  // Where each page loads from does not depend on the width; the phone's menu: the next test. A test
  // per route, each its own page: a walk of them in one page waited on the network going idle, which
  // in one clean run it never did on a page reused from an earlier route (decision 0150).
  for (const route of pages) {
    test(`${route.path} loads everything from under the base path @desktop-only`, async ({ page, basePath }) => {
      const requested = requestedPaths(page);
      const response = await gotoHydrated(page, relative(route.path));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(requested.length).toBeGreaterThan(5);
      expect(requested.filter((path) => !path.startsWith(`${basePath}/`))).toEqual([]);

      const rootRelative = await page
        .locator('a[href^="/"], link[href^="/"], script[src^="/"], img[src^="/"]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? ''));
      expect(rootRelative.filter((url) => !url.startsWith(`${basePath}/`))).toEqual([]);
    });
  }

  test('the header navigation moves between routes without leaving the base path', async ({ page, basePath }) => {
    await gotoHydrated(page, '');
    for (const route of routes.slice(1)) {
      await openMenuIfCollapsed(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: route.nav, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${basePath}${route.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    }
  });

  // The blog's search in full is e2e/blog-search.spec.ts, at the root; here, what the base path changes.
  test('search loads its index from under the base path, and its results, topics and address stay under it @desktop-only', async ({
    page,
    basePath,
  }) => {
    const searchBox = page.getByRole('searchbox', { name: blog.search.label });
    const resultList = page.getByRole('list', { name: blog.search.resultsLabel });
    const requested = requestedPaths(page, (path) => path.includes('/pagefind/'));
    await gotoHydrated(page, 'blog/');
    // Loaded, and two idle moments later (when the page's deferred work runs: the worker's
    // registration), nothing has asked for Pagefind. Not the network going idle: with the site's
    // worker installing beside the page, that wait once outlasted the test (decision 0150).
    await page.waitForLoadState('load');
    await page.evaluate(
      () =>
        new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2000 }), { timeout: 2000 })),
    );
    expect(requested).toEqual([]);
    await searchBox.focus();
    await expect.poll(() => requested).toContain(`${basePath}/pagefind/pagefind.js`);

    await searchBox.fill('xqzvwplonk');
    await expect(page.getByRole('list', { name: blog.search.browseTopics }).getByRole('link', { name: 'Visas' })).toHaveAttribute(
      'href',
      `${basePath}/blog/topics/visas/`,
    );
    await searchBox.fill('zanzibar');
    const link = resultList.getByRole('link', { name: 'A Long Weekend in Zanzibar from Lagos' });
    await expect(link).toHaveAttribute('href', `${basePath}/blog/weekend-in-zanzibar/`);
    expect(requested.filter((path) => !path.startsWith(`${basePath}/pagefind/`))).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${basePath}/blog/weekend-in-zanzibar/$`));
    await expect(page.getByRole('heading', { level: 1, name: 'A Long Weekend in Zanzibar from Lagos' })).toBeVisible();

    await gotoHydrated(page, 'blog/search/');
    await page.getByRole('searchbox', { name: blog.search.label }).fill('alps');
    await expect(resultList.getByRole('heading', { level: 2 }).first()).toHaveText("Hiking in the Alps: A First-Timer's Guide");
    await expect(page).toHaveURL(new RegExp(`${basePath}/blog/search/\\?q=alps$`));
  });

  test.describe('an unknown path', () => {
    test.use({ allowConsoleErrors: /404 Error: User attempted|status of 404/ });

    test('gets the 404 page, whose link leads home under the base path', async ({ page, basePath }) => {
      const response = await page.goto('no/such/page/');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeVisible();
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(new RegExp(`localhost:\\d+${basePath}/$`));
    });
  });

  // The worker in full is e2e/offline/, at the root; here, what the base path changes: its scope,
  // the pages it keeps and the offline page's links. Chromium's network emulation takes the network away.
  test.describe('offline', () => {
    test.use({ allowConsoleErrors: OFFLINE_REPORTS });

    test('a page seen reopens from the device and one not seen gets the offline page, its links under the base path', async ({
      page,
      context,
      basePath,
    }) => {
      await page.goto('');
      await workerKeepsThisPage(page);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(
        new URL(`${basePath}/`, page.url()).href,
      );
      await tapNav(page, 'Services');
      await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
      await tapNav(page, 'About');
      await expectOfflinePage(page);
      const offered = await savedPages(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(offered).toContain(`${basePath}/`);
      // The page reached by a tap is offered by its title, read from its kept payload.
      await expect(savedPages(page).getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', `${basePath}/services/`);
      expect(offered.filter((href) => !href.startsWith(`${basePath}/`))).toEqual([]);
    });
  });
});
