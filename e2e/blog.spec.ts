import type { Page } from '@playwright/test';
import { blog } from '../content/blog';
import { photoQuality } from '../content/photo-quality';
import { site } from '../content/site';
import { LOCAL_DATE_PENDING } from '../lib/local-dates-inline';
import { countIntlOnPage, expect, gotoHydrated, test } from './fixtures';

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
  test('shows the hero and every post, newest first, each linking to its page, with its photo, author, date, reading time, topics and the content rendered from markdown', async ({
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
    // Its reading time, and its topics, each linking to the topic's page.
    await expect(article.getByText('3 min read', { exact: true })).toBeVisible();
    const topics = article.getByRole('list', { name: 'Topics' }).getByRole('link');
    await expect(topics).toHaveText(['Europe', 'Adventure']);
    expect(await topics.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/blog/topics/europe/',
      '/blog/topics/adventure/',
    ]);
    for (const post of posts)
      await expect(page.getByRole('article', { name: post.title }).getByText(/^\d+ min read$/)).toBeVisible();

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
  // Its canonical URL, og:type and publishing time: seo.spec.ts "every post is a BlogPosting…"; the link
  // back to the list, and the list's to it: journeys/reader-journeys.spec.ts (every engine).
  test('shows the article with its own title, metadata and rendered markdown @desktop-only', async ({ page }) => {
    await page.goto(alps.path);
    await expect(page).toHaveTitle(`${alps.title} | ${site.name}`);
    await expect(page.getByRole('heading', { level: 1, name: alps.title })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Where to base yourself, when to go/);
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
  test('are formatted with one formatter per page, made before hydration, which search results reuse', async ({ page }) => {
    const intlOnPage = await countIntlOnPage(page);
    for (const path of ['/blog/', alps.path]) {
      await gotoHydrated(page, path);
      await expect(page.locator(`time[datetime="${alps.date}"]`).first()).toHaveText('15. Januar 2024');
      expect(await intlOnPage(), path).toBe(1);
    }
    await gotoHydrated(page, '/blog/');
    await page.getByRole('searchbox', { name: blog.search.label }).fill('schengen');
    const result = page
      .getByRole('list', { name: blog.search.resultsLabel })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: posts[0]!.title }) });
    await expect(result.locator('time')).toHaveText('20. Juni 2024');
    expect(await intlOnPage(), 'after a search').toBe(1);
  });
});

test.describe('the RSS feeds @desktop-only', () => {
  test("are well-formed RSS 2.0: the blog's with every published post, newest first, at absolute URLs; a topic's with its posts, empty for a topic without", async ({
    page,
  }) => {
    await page.goto('/blog/');
    /** The feed at `path`, served as XML, as the browser parses it. */
    const feed = async (path: string) => {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/xml/);
      return page.evaluate(
        (text) => {
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
        },
        await response.text(),
      );
    };

    const blogFeed = await feed('/feed.xml');
    expect(blogFeed).toMatchObject({
      parseError: null,
      root: 'rss',
      version: '2.0',
      channelTitle: 'Travel Orchard Travel Blog',
      channelLink: `${site.url}/blog/`,
      titles: posts.map((post) => post.title),
      links: posts.map((post) => `${site.url}/blog/${post.slug}/`),
    });
    expect(blogFeed.dates[0]).toBe('Thu, 20 Jun 2024 00:00:00 GMT');
    expect(blogFeed.lastBuildDate).toBe(blogFeed.dates[0]);
    // The Schengen and Alps posts are on europe; nobody has written on family yet.
    expect(await feed('/blog/topics/europe/feed.xml')).toMatchObject({ parseError: null, titles: [posts[0]!.title, alps.title] });
    expect(await feed('/blog/topics/family/feed.xml')).toMatchObject({ parseError: null, root: 'rss', titles: [] });
  });
});
