import { axeViolations, expect, gotoHydrated, routes, test } from './fixtures';

// The blog's topic pages are not in the main navigation (routes), so they are listed here.
const pages = [...routes.map((route) => route.path), '/blog/topics/', '/blog/topics/europe/', '/this-page-does-not-exist/'];

test.describe('axe (WCAG 2.2 AA)', () => {
  test.use({ allowConsoleErrors: /404 Error: User attempted|status of 404/ });

  for (const path of pages) {
    test(`${path} has no violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
