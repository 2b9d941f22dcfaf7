import type { Page } from '@playwright/test';
import { photoQuality } from '../content/photo-quality';
import { site } from '../content/site';
import { LOCAL_DATE_PENDING } from '../lib/local-dates-inline';
import { countIntlOnPage, expect, gotoHydrated, isMobile, test } from './fixtures';
import { horizontalOverflow } from './page-checks';
import { HYDRATED } from './hydrated';

/** The posts in content/posts/, newest first, as a reader sees them. */
const posts = [
  {
    slug: 'schengen-visa-from-nigeria',
    title: 'Applying for a Schengen Visa from Nigeria: What Gets Approved',
    date: '2024-06-20',
  },
  { slug: 'weekend-in-zanzibar', title: 'A Long Weekend in Zanzibar from Lagos', date: '2024-03-08' },
  { slug: 'hiking-in-the-alps', title: "Hiking in the Alps: A First-Timer's Guide", date: '2024-01-15' },
];
const alps = { path: '/blog/hiking-in-the-alps/', title: "Hiking in the Alps: A First-Timer's Guide", date: '2024-01-15' };

test.describe('the blog list @desktop-only', () => {
  test('shows the hero and every post, newest first, each linking to its page, with its photo, author, date and the content rendered from markdown', async ({
    page,
  }) => {
    await page.goto('/blog/');
    await expect(page.getByRole('heading', { level: 1, name: 'Travel Blog' })).toBeVisible();
    await expect(page.getByText('Read stories, tips, and experiences from our journeys around the world.')).toBeVisible();

    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(posts.length);
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(posts.map((post) => post.title));
    for (const post of posts) {
      await expect(page.getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', `/blog/${post.slug}/`);
    }
    // Three posts fit on one page: no pagination, and no empty-state message.
    await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);
    await expect(page.getByText('No blog posts yet. Check back soon!')).toHaveCount(0);

    // Each post with its photo, author, date and the content rendered from markdown.
    const article = page.getByRole('article', { name: alps.title });
    await expect(
      article.getByRole('img', { name: 'Hikers with backpacks walking a mountain trail under high peaks' }),
    ).toBeVisible();
    await expect(article.getByText('By Travel Orchard Team')).toBeVisible();
    await expect(article.locator(`time[datetime="${alps.date}"]`)).toBeVisible();

    await expect(article.locator('strong', { hasText: 'mid-June to mid-September' })).toBeVisible();
    await expect(article.locator('em', { hasText: "why didn't we do this sooner?" })).toBeVisible();
    await expect(article.locator('ul > li', { hasText: 'Zermatt, Switzerland' })).toBeVisible();
    await expect(article.locator('ol > li')).toHaveCount(5);
    await expect(article.locator('ol > li').first()).toContainText('Check the forecast');
    // Under each post's <h2>, the post's own sections are <h3>.
    await expect(article.getByRole('heading', { level: 3, name: 'When to go' })).toBeVisible();
    // The post without a photo shows none, rather than a broken one.
    await expect(page.getByRole('article', { name: posts[1]?.title }).getByRole('img')).toHaveCount(0);
  });
});

test.describe('a post page', () => {
  test('shows the article with its own title, metadata and rendered markdown; links back to the list, and the list links to it @desktop-only', async ({
    page,
  }) => {
    await page.goto(alps.path);
    await expect(page).toHaveTitle(`${alps.title} | ${site.name}`);
    await expect(page.getByRole('heading', { level: 1, name: alps.title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${alps.path}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Where to base yourself, when to go/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', alps.date);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https:\/\/images\.unsplash\.com\/photo-1551632811-561732d1e306\?/,
    );

    const article = page.getByRole('article');
    await expect(article.getByText('By Travel Orchard Team')).toBeVisible();
    const photo = article.getByRole('img', { name: 'Hikers with backpacks walking a mountain trail under high peaks' });
    await expect(photo).toBeVisible();
    // The CDN crops it to its 16:9 box, and as the first screen's photo it comes lighter (content/photo-quality.ts).
    expect(await photo.getAttribute('srcset')).toContain(`?w=640&h=360&q=${photoQuality.firstScreen}&auto=format&fit=crop 640w`);
    await expect(article.locator('strong', { hasText: 'not' }).first()).toBeVisible();
    await expect(article.locator('em').first()).toBeVisible();
    await expect(article.locator('ul > li').first()).toBeVisible();
    await expect(article.locator('ol > li')).toHaveCount(5);
    await expect(article.getByRole('heading', { level: 2, name: 'What to pack' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'visa advisory team' })).toHaveAttribute('href', '/services/#visa-advisory');

    // It links back to the list, and the list links to it.
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Back to all posts' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Travel Blog' })).toBeVisible();

    await page.getByRole('link', { name: alps.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${alps.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: alps.title })).toBeVisible();
  });

  test('fits a small screen: long words and links wrap instead of scrolling sideways', async ({ page }) => {
    for (const post of posts) {
      await page.goto(`/blog/${post.slug}/`);
      expect(await horizontalOverflow(page), post.slug).toBeLessThanOrEqual(0);
    }
  });
});

/** Each post's date on the page: its text and the height of its author-and-date line, in one round trip. */
function dateLines(view: Page) {
  return view.evaluate(
    (dates) =>
      [...document.querySelectorAll('time[datetime]')]
        .filter((time) => dates.includes(time.getAttribute('datetime') ?? ''))
        .map((time) => ({
          datetime: time.getAttribute('datetime'),
          text: (time as HTMLElement).innerText,
          line: time.parentElement?.getBoundingClientRect().height,
        })),
    posts.map((post) => post.date),
  );
}

// Each locale is its own browser context; the fixture fails the test on any console error,
// which is where React reports a hydration mismatch.
const locales = [
  { locale: 'en-US', timezoneId: 'America/Los_Angeles', alps: 'January 15, 2024' },
  { locale: 'de-DE', timezoneId: 'Europe/Berlin', alps: '15. Januar 2024' },
  { locale: 'fr-FR', timezoneId: 'Pacific/Kiritimati', alps: '15 janvier 2024' },
];

for (const { locale, timezoneId, alps: expected } of locales) {
  test.describe(`dates for a visitor in ${locale} (${timezoneId})`, () => {
    test.use({ locale, timezoneId });

    test('are shown in their locale, on the same day everywhere, without a hydration warning @desktop-only', async ({ page }) => {
      const html = await (await page.request.get('/blog/')).text();
      // The build's date, hidden (when scripts run) until its formatter has written the visitor's.
      expect(html).toContain(`<time dateTime="${alps.date}" ${LOCAL_DATE_PENDING}="">15 January 2024</time>`);

      await gotoHydrated(page, '/blog/');
      const time = page.getByRole('article', { name: alps.title }).locator(`time[datetime="${alps.date}"]`);
      await expect(time).toHaveText(expected);
      for (const other of locales.filter((entry) => entry.locale !== locale)) await expect(time).not.toHaveText(other.alps);

      await gotoHydrated(page, alps.path);
      await expect(page.locator(`time[datetime="${alps.date}"]`)).toHaveText(expected);
    });

    test('switching to their locale moves nothing, from a small phone to a tablet @mobile-only', async ({ page, browser }) => {
      // Eight page loads and sixteen layouts: more than the default time on a busy CI machine.
      test.slow();
      // The same page without JavaScript keeps the static date: the layout a visitor sees first.
      const firstPaint = await (await browser.newContext({ javaScriptEnabled: false, locale })).newPage();
      for (const path of ['/blog/', ...posts.map((post) => `/blog/${post.slug}/`)]) {
        await firstPaint.goto(path);
        await gotoHydrated(page, path);
        // Once hydrated, no post's date is left in the build's format.
        const staticDates = await dateLines(firstPaint);
        await expect
          .poll(async () => (await dateLines(page)).filter((date, index) => date.text === staticDates[index]?.text))
          .toEqual([]);
        for (const width of [320, 375, 412, 768]) {
          for (const view of [page, firstPaint]) await view.setViewportSize({ width, height: 800 });
          // Every date's text and its author-and-date line, read in one go from each view.
          const [hydratedDates, paintedDates] = await Promise.all([dateLines(page), dateLines(firstPaint)]);
          expect(hydratedDates.map((date) => date.datetime)).toEqual(paintedDates.map((date) => date.datetime));
          for (const [index, painted] of paintedDates.entries()) {
            const hydratedDate = hydratedDates[index]!;
            expect(hydratedDate.text, `${path}: ${painted.datetime} in the visitor's locale`).not.toBe(painted.text);
            expect(hydratedDate.line, `${path} at ${width}px: ${painted.datetime}'s author and date line`).toBe(painted.line);
          }
        }
      }
      await firstPaint.context().close();
    });
  });
}

test.describe('dates in the visitor locale @desktop-only', () => {
  test.use({ locale: 'de-DE' });

  // A page's first Intl call loads the locale data. The inline formatter pays it once, before the
  // first paint, and everything after (hydration, search results) reuses its formatter
  // (docs/decisions/0062-node-24-and-the-hosts-own-engines.md).
  test('are formatted with one formatter per page, made before hydration', async ({ page }) => {
    const intlOnPage = await countIntlOnPage(page);
    for (const path of ['/blog/', alps.path]) {
      await gotoHydrated(page, path);
      await expect(page.locator(`time[datetime="${alps.date}"]`).first()).toHaveText('15. Januar 2024');
      expect(await intlOnPage(), path).toBe(1);
    }
  });
});

test.describe('without JavaScript @desktop-only', () => {
  test.use({ javaScriptEnabled: false });

  test('dates keep their readable static rendering', async ({ page }) => {
    await page.goto('/blog/');
    await expect(page.locator(`time[datetime="${alps.date}"]`)).toHaveText('15 January 2024');
    await expect(page.getByRole('article', { name: alps.title }).locator('ol > li')).toHaveCount(5);
  });
});

test.describe('the RSS feed @desktop-only', () => {
  test('is served as well-formed RSS 2.0 with every published post, newest first, at absolute URLs', async ({ page }) => {
    const response = await page.request.get('/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();

    await page.goto('/blog/');
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const all = (selector: string) => [...doc.querySelectorAll(selector)].map((node) => node.textContent ?? '');
      return {
        parseError: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute('version'),
        channelTitle: doc.querySelector('channel > title')?.textContent,
        channelLink: doc.querySelector('channel > link')?.textContent,
        lastBuildDate: doc.querySelector('channel > lastBuildDate')?.textContent,
        titles: all('item > title'),
        links: all('item > link'),
        dates: all('item > pubDate'),
      };
    }, xml);

    expect(feed.parseError).toBeNull();
    expect(feed).toMatchObject({
      root: 'rss',
      version: '2.0',
      channelTitle: 'Travel Orchard Travel Blog',
      channelLink: `${site.url}/blog/`,
    });
    expect(feed.titles).toEqual(posts.map((post) => post.title));
    expect(feed.links).toEqual(posts.map((post) => `${site.url}/blog/${post.slug}/`));
    expect(feed.dates[0]).toBe('Thu, 20 Jun 2024 00:00:00 GMT');
    expect(feed.lastBuildDate).toBe(feed.dates[0]);
  });
});

test('the list is reachable from the header on every screen size', async ({ page }) => {
  await gotoHydrated(page, alps.path);
  if (isMobile(page)) await page.getByRole('button', { name: 'Menu' }).click();
  const blogLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true });
  await expect(blogLink).toHaveAttribute('aria-current', 'page');
  await blogLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Blog' })).toBeVisible();
});
