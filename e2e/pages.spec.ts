import { TRIPS_PATH } from '../lib/trip-routes';
import { horizontalOverflow, layoutShiftWhileLoading } from './page-checks';
import { expect, publishedPaths, routes, test } from './fixtures';
import { zanzibarTrip } from './site-data';

// What every page's layout must do, in both the desktop and the phone project: each route of the
// shared table (e2e/fixtures.ts); the trips' two templates, where the filters' row and a long price
// basis are most likely to push sideways; and every post, whose long words and links must wrap.
// What a page shows is in its own spec (home, about, ...); its title, description and canonical URL
// are in seo.spec.ts.
const posts = publishedPaths()
  .filter((path) => /^blog\/(?!page\/|topics\/|search\/)[^/]+\/$/.test(path))
  .map((path) => `/${path}`);
const paths = [...routes.map((route) => route.path), TRIPS_PATH, zanzibarTrip.path, ...posts];

// One page walks them all, a step each: a page load each, not a browser context each.
test('no page shifts its layout while loading, and each then fits the screen without sideways scrolling', async ({ page }) => {
  test.slow();
  for (const path of paths)
    await test.step(path, async () => {
      // Loads the page and waits for the network to go idle, as a visitor's page settles.
      expect.soft(await layoutShiftWhileLoading(page, path), `layout shift on ${path}`).toBeLessThan(0.02);
      expect.soft(await horizontalOverflow(page), `sideways scrolling on ${path}`).toBe(0);
    });
});
