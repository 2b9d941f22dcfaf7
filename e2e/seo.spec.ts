import type { Page } from '@playwright/test';
import { credentials } from '../content/credentials';
import { site } from '../content/site';
import { allowedImageOrigins } from '../lib/image-origins';
import { expect, pages, publishedPaths, relative, test } from './fixtures';

/** A production URL of this site, fetched from the local server instead. */
const localPath = (url: string) => {
  expect(url.startsWith(`${site.url}/`), `${url} is on ${site.url}`).toBe(true);
  return url.slice(site.url.length + 1);
};

async function meta(page: Page, selector: string) {
  return page.locator(`head ${selector}`).getAttribute('content');
}

/** Every JSON-LD block on the page, parsed (a block that is not valid JSON fails the test). */
async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const postPaths = publishedPaths().filter((path) => /^blog\/(?!page\/|topics\/)[^/]+\/$/.test(path));

// Files read without a page (robots.txt, the manifest and icons, feeds, static HTML) are checked over
// the export itself: scripts/test/export/.
test.describe('search and sharing @desktop-only', () => {
  // One visit through the routes, a step each (a page load each, not a browser context each).
  test('every route has its own title, description, canonical URL and social cards', async ({ page, request }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const route of pages) {
      await test.step(route.path, async () => {
        await page.goto(relative(route.path));
        const canonical = `${site.url}${route.path}`;
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
        const title = await page.title();
        expect(title).toContain(site.name);
        const description = await meta(page, 'meta[name="description"]');
        expect(description?.length).toBeGreaterThan(20);
        // The routes' own title and description, from the shared table.
        if ('title' in route) {
          expect(title).toBe(route.title);
          expect(description).toBe(route.description);
        }
        seen.titles.add(title);
        seen.descriptions.add(description ?? '');

        expect(await meta(page, 'meta[property="og:url"]')).toBe(canonical);
        expect(await meta(page, 'meta[property="og:title"]')).toBeTruthy();
        expect(await meta(page, 'meta[property="og:description"]')).toBe(description);
        expect(await meta(page, 'meta[property="og:site_name"]')).toBe(site.name);
        expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
        expect(await meta(page, 'meta[name="twitter:description"]')).toBe(description);

        const image = await meta(page, 'meta[property="og:image"]');
        expect(await meta(page, 'meta[name="twitter:image"]')).toBe(image);
        expect((await request.get(localPath(image!))).status()).toBe(200);
      });
    }
    // No two routes share a title or a description.
    expect(seen.titles.size).toBe(pages.length);
    expect(seen.descriptions.size).toBe(pages.length);
  });

  // Well-formed, and every address in it answering 200 on serve.ts and on Cloudflare's runtime:
  // npm run check:live (scripts/test/export/cloudflare.test.ts). Here, that it lists what it should.
  test('the sitemap lists every public route once, each with its trailing slash', async ({ request }) => {
    const xml = await (await request.get('sitemap.xml')).text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => location!);
    expect(locations).toEqual(expect.arrayContaining(pages.map((route) => `${site.url}${route.path}`)));
    expect(new Set(locations).size).toBe(locations.length);
    for (const location of locations) expect(location).toMatch(/\/$/);
  });

  test('/ and /contact/ describe the agency as a TravelAgency, with its licence numbers', async ({ page }) => {
    const licence = credentials.find((entry) => entry.kind === 'licence')!;
    const membership = credentials.find((entry) => entry.kind === 'membership')!;
    for (const path of ['', 'contact/']) {
      await test.step(`/${path}`, async () => {
        await page.goto(path);
        const documents = await structuredData(page);
        const agencies = documents.filter((data) => data['@type'] === 'TravelAgency');
        expect(agencies).toHaveLength(1);
        expect(agencies[0]).toMatchObject({
          '@context': 'https://schema.org',
          name: site.name,
          url: `${site.url}/`,
          telephone: site.phone,
          email: site.email,
          address: { addressLocality: 'Lagos', addressCountry: 'NG', streetAddress: 'Maryland' },
          openingHoursSpecification: [
            { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
          ],
          sameAs: site.socials.map((social) => social.href),
          hasCredential: [{ '@type': 'EducationalOccupationalCredential', identifier: licence.number }],
          memberOf: [{ '@type': 'ProgramMembership', membershipNumber: membership.number }],
        });
        // The agency has no reviews or ratings to show, so none is claimed.
        expect(JSON.stringify(documents)).not.toMatch(/"Review"|aggregateRating|reviewRating/);
        // The phone number structured data gives is the one the page shows.
        await expect(page.getByRole('link', { name: site.phone }).first()).toBeVisible();
      });
    }
  });

  test('every post is a BlogPosting with an article card', async ({ page, request }) => {
    expect(postPaths.length).toBeGreaterThan(0);
    for (const path of postPaths) {
      await test.step(`/${path}`, async () => {
        await page.goto(path);
        const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
        const [posting, ...others] = (await structuredData(page)).filter((data) => data['@type'] === 'BlogPosting');
        expect(others).toEqual([]);
        expect(posting).toMatchObject({
          headline: heading,
          url: `${site.url}/${path}`,
          author: { '@type': 'Person' },
          publisher: { name: site.name },
        });
        expect(posting!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
        await expect(page.locator('time').first()).toHaveAttribute('datetime', new RegExp(`^${String(posting!.datePublished)}`));

        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/${path}`);
        expect(await meta(page, 'meta[property="og:type"]')).toBe('article');
        expect(await meta(page, 'meta[property="article:published_time"]')).toBe(posting!.datePublished);
        const image = await meta(page, 'meta[property="og:image"]');
        expect(image).toMatch(new RegExp(`^(${[...allowedImageOrigins, site.url].join('|')})/`));
        if (image!.startsWith(site.url)) expect((await request.get(localPath(image!))).status()).toBe(200);
      });
    }
  });
});
