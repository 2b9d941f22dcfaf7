import { site } from '../../content/site';
import { FIXTURE_DRAFTS, FIXTURE_POSTS, syntheticSlug, syntheticTags, syntheticTitle } from '../../scripts/lib/synthetic-posts';
import { axeViolations, expect, gotoHydrated, test } from '../fixtures';

/**
 * Runs against .exports/blog-many: 21 published posts and 2 newer drafts. Odd-numbered posts are
 * tagged europe (11 published, so the topic has two pages at 10 per page), every third visas.
 */
const published = Array.from({ length: FIXTURE_POSTS }, (_, i) => FIXTURE_POSTS - i);
const onTopic = (topic: string) => published.filter((n) => syntheticTags(n).includes(topic));
const europe = onTopic('europe');
const drafts = Array.from({ length: FIXTURE_DRAFTS }, (_, i) => FIXTURE_POSTS + 1 + i);

async function expectPosts(page: import('@playwright/test').Page, numbers: number[]) {
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(numbers.map(syntheticTitle));
}

test('the fixture has a topic with more than one page of posts, and a draft on it @desktop-only', () => {
  expect(europe.length).toBeGreaterThan(10);
  expect(drafts.some((n) => syntheticTags(n).includes('europe'))).toBe(true);
});

test('a topic with more than ten posts is paginated like the list, newest first, without drafts @desktop-only', async ({
  page,
}) => {
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

test('page 2 of a topic has no accessibility violations @desktop-only', async ({ page }) => {
  await gotoHydrated(page, '/blog/topics/europe/page/2/');
  expect(await axeViolations(page)).toEqual([]);
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
