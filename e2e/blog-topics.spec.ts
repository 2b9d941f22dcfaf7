import { site } from '../content/site';
import { expect, gotoHydrated, test } from './fixtures';
import { alps, schengen, zanzibar } from './site-data';

/**
 * Topics on the sample posts in content/posts/: the Schengen post is tagged visas and europe, the
 * Alps post europe and adventure, the Zanzibar post africa. A list entry's reading time and topics:
 * blog.spec.ts "the blog list…"; a post's, and a topic link leading to its page:
 * journeys/reader-journeys.spec.ts "about → Blog → a post → its topic…" (every engine); each
 * topic's feed: blog.spec.ts "the RSS feeds…".
 */
test.describe('a topic page @desktop-only', () => {
  // One visit: a topic, the index of topics by its link, another topic by the index's.
  test('lists the posts on the topic, newest first, with its own title, description, canonical URL and feed; links to the index of topics, which links to every topic with posts and says how many', async ({
    page,
  }) => {
    await gotoHydrated(page, '/blog/topics/europe/');
    await expect(page.getByRole('heading', { level: 1, name: 'Europe' })).toBeVisible();
    await expect(page.getByText('City breaks, mountains and coastlines across Europe')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([schengen.title, alps.title]);
    await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);

    await expect(page).toHaveTitle(`Europe: Travel Blog | ${site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/blog/topics/europe/`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^City breaks, mountains and coastlines/);
    const feeds = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(feeds).toHaveCount(2);
    await expect(feeds.nth(0)).toHaveAttribute('href', `${site.url}/feed.xml`);
    await expect(feeds.nth(1)).toHaveAttribute('href', `${site.url}/blog/topics/europe/feed.xml`);
    await expect(feeds.nth(1)).toHaveAttribute('title', 'Travel Orchard Travel Blog: Europe');
    await expect(page.getByRole('link', { name: 'RSS feed for this topic' })).toHaveAttribute(
      'href',
      '/blog/topics/europe/feed.xml',
    );

    await page.getByRole('link', { name: 'All topics' }).click();
    await expect(page).toHaveURL(/\/blog\/topics\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Topics' })).toBeVisible();
    await expect(page).toHaveTitle(`Topics: Travel Blog | ${site.name}`);
    const cards = page.getByRole('main').getByRole('listitem');
    // In the order of content/topics.ts; topics nobody has written about yet are left out.
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Visas', 'Europe', 'Africa', 'Adventure']);
    const card = (name: string) => cards.filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
    await expect(card('Europe')).toContainText('2 posts');
    await expect(card('Visas')).toContainText('1 post');
    await page.getByRole('link', { name: 'Africa', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/topics\/africa\/$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([zanzibar.title]);
  });
});
