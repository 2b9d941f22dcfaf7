import { horizontalOverflow, layoutShiftWhileLoading } from './page-checks';
import { expect, routes, test } from './fixtures';

// What every page's layout must do, checked on each route of the shared table (e2e/fixtures.ts), in
// both the desktop and the phone project. What a page shows is in its own spec (home, about, ...);
// its title, description and canonical URL are in seo.spec.ts.
for (const route of routes) {
  test.describe(`page ${route.path}`, () => {
    test('does not shift its layout while loading, and then fits the screen without sideways scrolling', async ({ page }) => {
      // Loads the page and waits for the network to go idle, as a visitor's page settles.
      expect(await layoutShiftWhileLoading(page, route.path)).toBeLessThan(0.02);
      expect(await horizontalOverflow(page)).toBe(0);
    });
  });
}
