import { horizontalOverflow, layoutShiftWhileLoading } from './page-checks';
import { expect, routes, test } from './fixtures';

// What every page's layout must do, checked on each route of the shared table (e2e/fixtures.ts), in
// both the desktop and the phone project. What a page shows is in its own spec (home, about, ...);
// its title, description and canonical URL are in seo.spec.ts.
for (const route of routes) {
  test.describe(`page ${route.path}`, () => {
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
