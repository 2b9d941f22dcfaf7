import { firefoxPrefs, firefoxPrefsFor } from './engines/firefox';
import { publishedTemplates } from './fixtures';
import { expect, test } from './visitor/test';

/**
 * One full axe scan per page, in every engine (Chromium at both widths, Firefox and WebKit at the
 * desktop's), in the state that shows the most: every card revealed (reduced motion, or every
 * animation settled; axe skips transparent content) and the image CDN down, so text that sits on a
 * photo is judged on the colour behind it. Every page in the sitemap (one of each kind of trips page), the search page and the 404
 * page. Other states of a page (search results, a toast, an error) are scanned where they are
 * reached (blog-search, contact, contact-delivery, the blog fixtures).
 */
const pages = [...new Set([...publishedTemplates(), 'blog/search/']), 'this-page-does-not-exist/'];

// Reduced motion for the whole file: Firefox takes it as a preference at launch (BiDi ignores the
// context option), which needs a worker of its own (e2e/engines/firefox.ts). WebKit waits for the
// animations to end instead (the visitor's axeViolations).
test.use({ reducedMotion: 'reduce', ...firefoxPrefsFor(firefoxPrefs.reducedMotion) });

test.describe('axe (WCAG 2.2 AA) @engines-desktop', () => {
  // WebKit's browser refuses every request off loopback: the CDN is down there always.
  test.use({ imageCdn: 'down', allowConsoleErrors: /404 Error: User attempted|status of 404/ });

  for (const path of pages) {
    test(`/${path} has no violations`, async ({ visitor }) => {
      await visitor.open(path);
      expect(await visitor.axeViolations()).toEqual([]);
    });
  }
});
