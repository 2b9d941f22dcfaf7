import { firefoxPrefs, firefoxPrefsFor } from './engines/firefox';
import { axeViolations, expect, gotoHydrated, publishedPaths, test } from './fixtures';

/**
 * One full axe scan per page at each width (desktop and mobile), in the state that shows the most:
 * every card revealed at once (reduced motion; axe skips transparent content) and the image CDN
 * down, so text that sits on a photo is judged on the colour behind it. Every page in the sitemap,
 * and the 404 page. Other states of a page (search results, a toast, an error) are scanned where
 * they are reached (blog-search, contact, contact-delivery, the blog fixtures).
 */
const pages = [...publishedPaths(), 'this-page-does-not-exist/'];

// Reduced motion for the whole file: Firefox takes it as a preference at launch (BiDi ignores the
// context option), which needs a worker of its own (e2e/engines/firefox.ts).
test.use({ reducedMotion: 'reduce', ...firefoxPrefsFor(firefoxPrefs.reducedMotion) });

test.describe('axe (WCAG 2.2 AA) @engines-desktop', () => {
  test.use({
    imageCdn: 'down',
    allowConsoleErrors: /404 Error: User attempted|status of 404/,
  });

  for (const path of pages) {
    test(`/${path} has no violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      // In Firefox too: the map's frame no longer keeps networkidle away (e2e/engines/network-idle.ts).
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
