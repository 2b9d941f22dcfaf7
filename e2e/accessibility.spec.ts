import { test as playwrightTest } from '@playwright/test';
import { chunks } from './chunks';
import { firefoxPrefs, firefoxPrefsFor } from './engines/firefox';
import { publishedTemplates } from './fixtures';
import { expect, test } from './visitor/test';

/**
 * One full axe scan per page template: in Chromium at 1280 px on every template and at 375 px on
 * those whose own parts reflow there (below); in Firefox and WebKit at 1280 px on the templates
 * where their rendering can change axe's answer (the home page's hero over a photo, the form with
 * its map), in the state that shows the most: every card revealed (reduced motion, or every
 * animation settled; axe skips transparent content) and the image CDN down, so text that sits on a
 * photo is judged on the colour behind it. Every page in the sitemap (one of each kind of trips page), the search page and the 404
 * page. Other states of a page (search results, a toast, an error) are scanned where they are
 * reached (blog-search, contact, contact-delivery, the blog fixtures).
 */
const pages = [...new Set([...publishedTemplates(), 'blog/search/']), 'this-page-does-not-exist/'];
/**
 * Firefox and WebKit: the DOM and the rules are the same in every engine, so what can differ is
 * what they draw: text over a photo (the home page's hero) and the form's own controls beside a
 * frame (Contact). A post's prose and a trip's price are text on the page's own colours, as on
 * every other template. A full scan costs them 10-28 s each on a loaded machine (decision 0150).
 */
const engineChecked = new Set(['', 'contact/']);
const isPost = (path: string) => /^blog\/(?!topics\/|page\/|search\/)[^/]+\/$/.test(path);
const isTrip = (path: string) => /^trips\/(?!services\/|destinations\/)[^/]+\/$/.test(path);
/**
 * Chromium at 375 px: the templates whose own parts reflow on a phone (the hero, the form and map,
 * a post's prose, a trip's price and itinerary, the cards of the blog, the trips, the services and
 * the visa guides, and a guide's fees and checklist).
 * The others reuse those parts (a topic is the blog's list, trips by service or destination are
 * /trips/'s cards, About and Privacy are prose and cards, search and 404 the shell and a box), and
 * the shell and the menu at 375 px are scanned on every one of these. A scan took 15 s under load.
 */
const isGuide = (path: string) => /^visas\/[^/]+\/$/.test(path);
const phoneChecked = new Set([
  ...engineChecked,
  pages.find(isPost),
  pages.find(isTrip),
  'blog/',
  'trips/',
  'services/',
  'visas/',
  pages.find(isGuide),
]);
if (phoneChecked.has(undefined)) throw new Error('No post, trip or visa guide to scan at 375 px');

// Reduced motion for the whole file: Firefox takes it as a preference at launch (BiDi ignores the
// context option), which needs a worker of its own (e2e/engines/firefox.ts). WebKit waits for the
// animations to end instead (the visitor's axeViolations).
test.use({ reducedMotion: 'reduce', ...firefoxPrefsFor(firefoxPrefs.reducedMotion) });

test.describe('axe (WCAG 2.2 AA)', () => {
  // WebKit's browser refuses every request off loopback: the CDN is down there always.
  test.use({ imageCdn: 'down', allowConsoleErrors: /404 Error: User attempted|status of 404/ });

  // Home and Contact, a test each in every engine; the others in Chromium, a few templates per test
  // walked in one page (a fresh page per template cost more than its scan), each a step of its own.
  for (const path of engineChecked) {
    test(`/${path} has no violations @engines-desktop`, async ({ visitor }) => {
      await visitor.open(path);
      expect(await visitor.axeViolations()).toEqual([]);
    });
  }
  const chromiumOnly = pages.filter((path) => !engineChecked.has(path));
  const groups = [
    ...chunks(
      chromiumOnly.filter((path) => phoneChecked.has(path)),
      4,
    ).map((group) => ({ group, tags: '' })),
    ...chunks(
      chromiumOnly.filter((path) => !phoneChecked.has(path)),
      4,
    ).map((group) => ({ group, tags: ' @desktop-only' })),
  ];
  for (const { group, tags } of groups) {
    test(`no violations on ${group.map((path) => `/${path}`).join(', ')}${tags}`, async ({ visitor }) => {
      playwrightTest.info().setTimeout(playwrightTest.info().timeout * 2);
      for (const path of group) {
        await playwrightTest.step(`/${path}`, async () => {
          await visitor.open(path);
          expect.soft(await visitor.axeViolations(), `/${path}`).toEqual([]);
        });
      }
    });
  }
});
