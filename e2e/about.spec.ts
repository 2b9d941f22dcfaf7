import { aboutPage } from '../content/about';
import { photoQuality } from '../content/photo-quality';
import { expect, test } from './fixtures';

test.describe('about page @desktop-only', () => {
  // One load, read part by part: each part's own test cost more in a fresh page than its checks.
  test('opens with its hero, Our Mission and Our Vision, lists the core values and brand pillars, tells Our Story last; the first photo eager, the rest lazy', async ({
    page,
  }) => {
    await page.goto('/about/');
    // Opens with its hero, then Our Mission and Our Vision.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Travel Orchard');
    await expect(page.getByRole('region', { name: 'About Travel Orchard' })).toContainText(aboutPage.subtitle);
    await expect(page.getByRole('region', { name: 'Our Mission' })).toContainText(aboutPage.mission.text);
    await expect(page.getByRole('region', { name: 'Our Vision' })).toContainText(aboutPage.vision.text);

    // Lists the five core values, each with a sentence.
    const values = page.getByRole('list', { name: 'Our Core Values' }).getByRole('listitem');
    await expect(values).toHaveCount(5);
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(aboutPage.values.items.map((value) => value.title));
    for (const [index, value] of aboutPage.values.items.entries()) await expect(values.nth(index)).toContainText(value.text);

    // Lists the five brand pillars.
    const pillars = page.getByRole('list', { name: 'Our Brand Pillars' }).getByRole('listitem');
    await expect(pillars).toHaveCount(5);
    await expect(pillars.getByRole('heading', { level: 3 })).toHaveText(aboutPage.pillars.items.map((pillar) => pillar.title));

    // Tells Our Story, last, beside a photo of Lagos.
    const story = page.getByRole('region', { name: 'Our Story' });
    for (const paragraph of aboutPage.story.paragraphs) await expect(story).toContainText(paragraph);
    await expect(story.getByRole('img', { name: aboutPage.story.image.alt })).toBeAttached();
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(['Our Mission', 'Our Vision', 'Our Core Values', 'Our Brand Pillars', 'Our Story']);

    // Loads the first photo (the LCP on a phone) eagerly and the rest lazily, from the image CDN.
    const images = page.getByRole('main').getByRole('img');
    await expect(images).toHaveCount(2);
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.last()).toHaveAttribute('loading', 'lazy');
    for (const image of await images.all()) {
      expect(await image.getAttribute('alt')).toBeTruthy();
      expect(await image.getAttribute('sizes')).toContain('calc(100vw - 3rem)');
      expect(await image.getAttribute('srcset')).toContain('https://images.unsplash.com/');
    }
    // The first screen's photo comes lighter than the photos further down (content/photo-quality.ts).
    expect(await images.first().getAttribute('srcset')).toContain(`&q=${photoQuality.firstScreen}&`);
    expect(await images.last().getAttribute('srcset')).toContain(`&q=${photoQuality.standard}&`);
  });
});
