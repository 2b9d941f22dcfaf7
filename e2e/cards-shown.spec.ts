import { gotoHydrated, test } from './fixtures';
import { expectCardsShown } from './page-checks';

/**
 * The card lists that fade in as they scroll into view, page by page, with the number of cards the
 * spec gives each. Without motion, or without JavaScript, every card must be there at once: the
 * fade is an enhancement, never what makes a card visible. Without JavaScript: resilience.spec.ts
 * "every template is readable…" (no text in <main> left transparent, on every template) and
 * scripts/test/export/site.test.ts (every card in the static HTML, none hidden by its style).
 */
const cardLists: { path: string; lists: [name: string, count: number][] }[] = [
  {
    path: '/',
    lists: [
      ['Why Choose Travel Orchard?', 3],
      ['Our Services', 6],
    ],
  },
  {
    path: '/about/',
    lists: [
      ['Our Core Values', 5],
      ['Our Brand Pillars', 5],
    ],
  },
  { path: '/services/', lists: [['Services', 6]] },
  { path: '/contact/', lists: [['Get in Touch', 4]] },
];

// Each state walks the four pages in one page, a step each (a fresh page per page cost more than
// its checks).
test.describe('cards with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test(`show at once, even below the fold, on ${cardLists.map(({ path }) => path).join(', ')}`, async ({ page }) => {
    for (const { path, lists } of cardLists) {
      await test.step(path, async () => {
        // No wait for the network to go idle: on a page reused from an earlier path it once never did
        // (decision 0150); the cards' own end state is what expectCardsShown waits for.
        await gotoHydrated(page, path);
        for (const [name, count] of lists) {
          const list = page.getByRole('list', { name });
          await expectCardsShown(list, count);
          // Scrolling one into view starts no fade that would hide it again.
          await list.scrollIntoViewIfNeeded();
          await expectCardsShown(list, count);
        }
      });
    }
  });
});
