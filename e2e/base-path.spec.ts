import { expect, gotoHydrated, openMenuIfCollapsed, pages, routes, test } from './fixtures';

/**
 * The site must work when served under a sub-path (GitHub Pages project sites). `npm test` runs
 * this file a second time against a build made with BASE_PATH=/travel-orchard; in the main run
 * the base path is empty and the same assertions hold trivially.
 */
const basePath = process.env.BASE_PATH || '';
// Relative to baseURL (which ends in the base path), so a leading slash would escape it.
const relative = (path: string) => path.replace(/^\//, '');

test.describe(`served under "${basePath || '/'}"`, () => {
  for (const route of pages) {
    test(`${route.path} loads everything from under the base path`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.hostname === 'localhost') requested.push(url.pathname);
      });
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

  test('the header navigation moves between routes without leaving the base path', async ({ page }) => {
    await gotoHydrated(page, '');
    for (const route of routes.slice(1)) {
      await openMenuIfCollapsed(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: route.nav, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${basePath}${route.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    }
  });

  test.describe('an unknown path', () => {
    test.use({ allowConsoleErrors: /404 Error: User attempted|status of 404/ });

    test('gets the 404 page, whose link leads home under the base path', async ({ page }) => {
      const response = await page.goto('no/such/page/');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeVisible();
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(new RegExp(`localhost:\\d+${basePath}/$`));
    });
  });
});
