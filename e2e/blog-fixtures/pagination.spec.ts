import { site } from '../../content/site';
import { PHOTO_POST } from '../../scripts/lib/synthetic-photos';
import { FIXTURE_DRAFTS, FIXTURE_POSTS, syntheticTitle } from '../../scripts/lib/synthetic-posts';
import { axeViolations, expect, gotoHydrated, test } from '../fixtures';
import { HYDRATED } from '../hydrated';

/**
 * Runs against .exports/blog-many: 21 published posts (post n is n days after 2020-01-01, so the
 * highest number is newest), 2 newer drafts, and the older camera-photo post (PHOTO_POST, the last
 * entry of all). At 10 per page that is three list pages.
 */

/** Post numbers, newest first, on list page `page`. */
function numbersOnPage(page: number): number[] {
  const newest = FIXTURE_POSTS - (page - 1) * 10;
  return Array.from({ length: Math.min(10, newest) }, (_, i) => newest - i);
}

const drafts = Array.from({ length: FIXTURE_DRAFTS }, (_, i) => FIXTURE_POSTS + 1 + i);

async function expectPosts(page: import('@playwright/test').Page, numbers: number[], after: string[] = []) {
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...numbers.map(syntheticTitle), ...after]);
}

test('the first page shows the ten newest posts and links onward; Next and Previous walk through every page, each with its own title and address @desktop-only', async ({
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
});

test('drafts are in no list page and not in the feed @desktop-only', async ({ page }) => {
  for (const listPage of [1, 2, 3]) {
    await page.goto(listPage === 1 ? '/blog/' : `/blog/page/${listPage}/`);
    for (const n of drafts) await expect(page.getByText(syntheticTitle(n), { exact: true })).toHaveCount(0);
  }
  const xml = await (await page.request.get('/feed.xml')).text();
  const titles = [...xml.matchAll(/<item><title>([^<]*)<\/title>/g)].map((match) => match[1]);
  // The feed carries the 20 newest published posts.
  expect(titles).toEqual(Array.from({ length: 20 }, (_, i) => syntheticTitle(FIXTURE_POSTS - i)));
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
