import { site } from '../content/site';
import { horizontalOverflow, layoutShiftWhileLoading } from './page-checks';
import { expect, routes, test } from './fixtures';

// What every page must do, checked on each route of the shared table (e2e/fixtures.ts), in both
// the desktop and the phone project. What a page shows is in its own spec (home, about, ...).
for (const route of routes) {
  test.describe(`page ${route.path}`, () => {
    test('has its own title, description and canonical URL', async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${route.path}`);
    });

    test('fits the screen without sideways scrolling', async ({ page }) => {
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page)).toBe(0);
    });

    test('does not shift its layout while loading', async ({ page }) => {
      expect(await layoutShiftWhileLoading(page, route.path)).toBeLessThan(0.02);
    });
  });
}
