import { homePage } from '../content/home';
import { services } from '../lib/services';
import { site } from '../content/site';
import { clientTuning } from '../content/client-tuning';
import { photoQuality } from '../content/photo-quality';
import { cardOpacities, expectCardsShown, recordStagger, staggerDelays } from './page-checks';
import { expect, gotoHydrated, test } from './fixtures';

test.describe('home page', () => {
  test('opens with a full-screen hero: headline, intro and two calls to action', async ({ page }) => {
    await gotoHydrated(page, '/');
    const hero = page.getByRole('region', { name: 'Curating Seamless & Inspiring Travel Experiences' });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Curating Seamless & Inspiring Travel Experiences');
    await expect(hero).toContainText(site.tagline);
    const box = await hero.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);

    await expect(hero.getByRole('link', { name: 'Plan Your Journey' })).toHaveAttribute('href', '/contact/');
    await expect(hero.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about/');
    await hero.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Travel Orchard');
  });

  test('hero photo is the eager, high-priority LCP image; Why Choose shows three cards, Our Services six tiles linking to their cards @desktop-only', async ({
    page,
  }) => {
    await page.goto('/');
    const heroImage = page.getByRole('img', { name: homePage.hero.image.alt });
    await expect(heroImage).toHaveAttribute('loading', 'eager');
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    await expect(heroImage).toHaveAttribute('sizes', '100vw');
    // The first screen's photo is sent lighter than the rest (content/photo-quality.ts).
    expect(await heroImage.getAttribute('srcset')).toContain(`?w=640&q=${photoQuality.firstScreen}&auto=format&fit=crop 640w`);

    // Why Choose Travel Orchard?: its three cards.
    await expect(page.getByRole('heading', { level: 2, name: 'Why Choose Travel Orchard?' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Why Choose Travel Orchard?' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(homePage.whyChoose.items.map((item) => item.title));

    // Our Services: six tiles, each linking to its card on /services.
    const tiles = page.getByRole('list', { name: 'Our Services' }).getByRole('listitem');
    await expect(tiles).toHaveCount(6);
    for (const [index, service] of services.entries()) {
      const tile = tiles.nth(index);
      await expect(tile.getByRole('heading', { level: 3 })).toHaveText(service.title);
      await expect(tile.getByRole('link', { name: service.title })).toHaveAttribute('href', `/services/#${service.id}`);
      await expect(tile).toContainText(service.summary);
    }
    await expect(page.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services/');
  });

  // One visit, Back to Home after each link (a fresh page per link cost more than its checks).
  test('a service tile opens the Services page at its card, View All Services the page, and the closing call to act leads to /contact and View Blog to /blog', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: 'VIP & Executive Concierge' }).click();
    await expect(page).toHaveURL(/\/services\/#vip-executive-concierge$/);
    await expect(page.getByRole('article', { name: 'VIP & Executive Concierge' })).toBeInViewport();
    await page.goBack();
    await page.getByRole('link', { name: 'View All Services' }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    await page.goBack();
    const closing = page.getByRole('region', { name: homePage.closing.title });
    await expect(closing).toContainText(`within ${site.replyWithinHours} hours`);
    await expect(closing.getByRole('link', { name: homePage.closing.primary.label })).toHaveAttribute('href', '/contact/');
    await closing.getByRole('link', { name: 'View Blog' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
  });

  test('cards below the fold wait out of sight, then animate in 0.1 s apart', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    const list = page.getByRole('list', { name: 'Our Services' });
    // The list starts below the full-screen hero, so its cards are hidden only after mount.
    await expect.poll(() => cardOpacities(list)).toEqual([0, 0, 0, 0, 0, 0]);
    await recordStagger(list);
    await list.scrollIntoViewIfNeeded();
    expect(await staggerDelays(page)).toEqual(
      services.map((_, index) => Number((index * clientTuning.cardStaggerSeconds).toFixed(3))),
    );
    await expectCardsShown(list, 6);
  });
});

test.describe('home page with the image CDN down', () => {
  test.use({ imageCdn: 'down' });

  test('keeps the hero readable on its background colour', async ({ page }) => {
    await gotoHydrated(page, '/');
    const hero = page.getByRole('region', { name: 'Curating Seamless & Inspiring Travel Experiences' });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero).toHaveCSS('background-color', 'rgb(23, 58, 42)');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(255, 255, 255)');
    const box = await hero.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
  });
});
