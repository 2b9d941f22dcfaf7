import type { Page } from '@playwright/test';
import { blog } from '../../content/blog';
import { site } from '../../content/site';
import { PHOTO_POST } from '../../scripts/lib/synthetic-photos';
import {
  DRAFT_ONLY_WORD,
  FIXTURE_DRAFTS,
  FIXTURE_POSTS,
  syntheticSlug,
  syntheticTags,
  syntheticTitle,
} from '../../scripts/lib/synthetic-posts';
import { axeViolations, expect, gotoHydrated, test } from '../fixtures';
import { HYDRATED } from '../hydrated';

/**
 * Runs against .exports/blog-many: 21 published posts (post n is n days after 2020-01-01, so the
 * highest number is newest), 2 newer drafts, and the older camera-photo post (PHOTO_POST, the last
 * entry of all). At 10 per page that is three list pages. Odd-numbered posts are tagged europe (11
 * published, so the topic has two pages), every third visas. The drafts alone contain
 * DRAFT_ONLY_WORD: drafts are never exported, so the search index never holds them.
 */
const published = Array.from({ length: FIXTURE_POSTS }, (_, i) => FIXTURE_POSTS - i);
const onTopic = (topic: string) => published.filter((n) => syntheticTags(n).includes(topic));
const europe = onTopic('europe');
const drafts = Array.from({ length: FIXTURE_DRAFTS }, (_, i) => FIXTURE_POSTS + 1 + i);
const search = blog.search;

/** Post numbers, newest first, on list page `page`. */
const numbersOnPage = (page: number) => published.slice((page - 1) * 10, page * 10);

async function expectPosts(page: Page, numbers: number[], after: string[] = []) {
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...numbers.map(syntheticTitle), ...after]);
}

test('the first page shows the ten newest posts and links onward; Next and Previous walk through every page, each with its own title and address; drafts are on none, nor in the feed @desktop-only', async ({
  page,
}) => {
  await page.goto('/blog/');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Blog' })).toBeVisible();
  await expectPosts(page, numbersOnPage(1));

  const nav = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(nav.getByRole('link', { name: 'Previous' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog/page/2/');
  await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog/');
  await expect(nav.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blog/page/3/');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  // Next and Previous walk through every page, each with its own title and address.
  await page.locator(HYDRATED).waitFor({ state: 'attached' });

  await nav.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
  await expectPosts(page, numbersOnPage(2));
  await expect(page).toHaveTitle(`Travel Blog: page 2 of 3 | ${site.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/blog/page/2/`);
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
  await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog/');

  await nav.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/3\/$/);
  await expectPosts(page, numbersOnPage(3), [PHOTO_POST.title]);
  await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
  await nav.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expectPosts(page, numbersOnPage(1));

  // No draft on any list page (each list above is exact), nor in the feed, which carries the 20 newest published posts.
  const xml = await (await page.request.get('/feed.xml')).text();
  const titles = [...xml.matchAll(/<item><title>([^<]*)<\/title>/g)].map((match) => match[1]);
  expect(titles).toEqual(published.slice(0, 20).map(syntheticTitle));
});

// Page 2 at both widths: it fits (long links wrap), axe finds nothing, and Next works from the keyboard.
test('page 2 fits the screen (long links wrap), has no accessibility violations, and its pagination links work from the keyboard', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog/page/2/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);

  const next = page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Next' });
  await next.focus();
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/page\/3\/$/);
});

test('a topic with more than ten posts is paginated like the list, newest first, without drafts; its page 2 has no accessibility violations @desktop-only', async ({
  page,
}) => {
  // The fixture's topic has more than one page of posts, and a draft on it.
  expect(europe.length).toBeGreaterThan(10);
  expect(drafts.some((n) => syntheticTags(n).includes('europe'))).toBe(true);
  await gotoHydrated(page, '/blog/topics/europe/');
  await expect(page.getByRole('heading', { level: 1, name: 'Europe' })).toBeVisible();
  await expectPosts(page, europe.slice(0, 10));
  const nav = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog/topics/europe/');
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog/topics/europe/page/2/');
  await expect(nav.getByRole('link', { name: 'Previous' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\/topics\/europe\/page\/2\/$/);
  await expectPosts(page, europe.slice(10));
  await expect(page).toHaveTitle(`Europe: Travel Blog: page 2 of 2 | ${site.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/blog/topics/europe/page/2/`);
  await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog/topics/europe/');
  expect(await axeViolations(page)).toEqual([]);
  await nav.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/blog\/topics\/europe\/$/);
});

test('the topics index counts published posts only @desktop-only', async ({ page }) => {
  await page.goto('/blog/topics/');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Visas', 'Europe']);
  const card = (name: string) => cards.filter({ has: page.getByRole('heading', { level: 2, name }) });
  await expect(card('Europe')).toContainText(`${europe.length} posts`);
  await expect(card('Visas')).toContainText(`${onTopic('visas').length} posts`);
});

test('related posts: the posts sharing most topics first, then the newest; none for an untagged post @desktop-only', async ({
  page,
}) => {
  // Post 9 is europe and visas; posts 21, 15 and 3 share both, newest first, ahead of the many sharing one.
  expect([9, 21, 15, 3].map(syntheticTags)).toEqual(Array.from({ length: 4 }, () => ['europe', 'visas']));
  await page.goto(`/blog/${syntheticSlug(9)}/`);
  const related = page.getByRole('region', { name: 'Related posts' });
  await expect(related.getByRole('heading', { level: 3 })).toHaveText([21, 15, 3].map(syntheticTitle));
  // Post 19 is only europe: the three newest other europe posts, including none of the visas-only ones.
  await page.goto(`/blog/${syntheticSlug(19)}/`);
  await expect(related.getByRole('heading', { level: 3 })).toHaveText([21, 17, 15].map(syntheticTitle));
  // Post 2 has no topic.
  expect(syntheticTags(2)).toEqual([]);
  await page.goto(`/blog/${syntheticSlug(2)}/`);
  await expect(page.getByRole('link', { name: 'Plan a trip like this' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related posts' })).toHaveCount(0);
});

test('search finds every published post, "Show more results" adds the next and moves focus to the first of them, and a word only a draft contains finds nothing @desktop-only', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog/');
  const box = page.getByRole('searchbox', { name: search.label });
  await box.fill('synthetic');
  await expect(page.getByRole('status')).toHaveText(`${FIXTURE_POSTS} results found for "synthetic"`);
  const titles = page.getByRole('list', { name: search.resultsLabel }).getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(10);
  await page.getByRole('button', { name: search.moreResults }).click();
  await expect(titles).toHaveCount(20);
  await expect(titles.nth(10).getByRole('link')).toBeFocused();
  await page.getByRole('button', { name: search.moreResults }).click();
  await expect(titles).toHaveCount(FIXTURE_POSTS);
  await expect(page.getByRole('button', { name: search.moreResults })).toHaveCount(0);

  await box.fill(DRAFT_ONLY_WORD);
  await expect(page.getByRole('status')).toHaveText(
    `Nothing matches "${DRAFT_ONLY_WORD}". Try another word, or browse the topics:`,
  );
});

test.describe('without JavaScript @desktop-only', () => {
  test.use({ javaScriptEnabled: false });

  test('a topic page and its pagination work through plain links', async ({ page }) => {
    await page.goto('/blog/topics/europe/');
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\/topics\/europe\/page\/2\/$/);
    await expectPosts(page, europe.slice(10));
  });
});
