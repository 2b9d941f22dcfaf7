import { blog } from '../../content/blog';
import { DRAFT_ONLY_WORD, FIXTURE_POSTS } from '../../scripts/lib/synthetic-posts';
import { expect, gotoHydrated, test } from '../fixtures';

/**
 * Runs against .exports/blog-many, whose two newest posts are drafts that alone contain
 * DRAFT_ONLY_WORD: drafts are never exported, so the search index never holds them.
 */
const copy = blog.search;

test('a word only a draft contains finds nothing, while the published posts are found @desktop-only', async ({ page }) => {
  await gotoHydrated(page, '/blog/');
  const box = page.getByRole('searchbox', { name: copy.label });
  await box.fill('synthetic');
  await expect(page.getByRole('status')).toHaveText(`${FIXTURE_POSTS} results found for "synthetic"`);
  await expect(page.getByRole('list', { name: copy.resultsLabel }).getByRole('heading', { level: 2 })).toHaveCount(10);

  await box.fill(DRAFT_ONLY_WORD);
  await expect(page.getByRole('status')).toHaveText(
    `Nothing matches "${DRAFT_ONLY_WORD}". Try another word, or browse the topics:`,
  );
});

test('"Show more results" adds the next results and moves focus to the first of them @desktop-only', async ({ page }) => {
  await gotoHydrated(page, '/blog/');
  await page.getByRole('searchbox', { name: copy.label }).fill('synthetic');
  const titles = page.getByRole('list', { name: copy.resultsLabel }).getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(10);
  await page.getByRole('button', { name: copy.moreResults }).click();
  await expect(titles).toHaveCount(20);
  await expect(titles.nth(10).getByRole('link')).toBeFocused();
  await page.getByRole('button', { name: copy.moreResults }).click();
  await expect(titles).toHaveCount(FIXTURE_POSTS);
  await expect(page.getByRole('button', { name: copy.moreResults })).toHaveCount(0);
});
