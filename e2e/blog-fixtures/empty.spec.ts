import { axeViolations, expect, gotoHydrated, test } from '../fixtures';

/** Runs against .exports/blog-empty, built from a posts folder with nothing in it. */

test('the blog says there are no posts yet @desktop-only', async ({ page }) => {
  expect((await page.goto('/blog/'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Blog' })).toBeVisible();
  await expect(page.getByText('Read stories, tips, and experiences from our journeys around the world.')).toBeVisible();
  await expect(page.getByText('No blog posts yet. Check back soon!')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);
});

test('the topics index says there are no topics yet @desktop-only', async ({ page }) => {
  expect((await page.goto('/blog/topics/'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Topics' })).toBeVisible();
  await expect(page.getByText('No topics yet. Check back soon!')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
});

test('the feed is still valid RSS, with no items @desktop-only', async ({ page }) => {
  const response = await page.request.get('/feed.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  await page.goto('/blog/');
  const result = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      channels: doc.querySelectorAll('rss > channel').length,
      items: doc.querySelectorAll('item').length,
    };
  }, xml);
  expect(result).toEqual({ error: null, channels: 1, items: 0 });
});

test('the empty blog has no accessibility violations', async ({ page }) => {
  await gotoHydrated(page, '/blog/');
  expect(await axeViolations(page)).toEqual([]);
});
