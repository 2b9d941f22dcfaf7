import { servicesPage } from '../content/services';
import { footerServiceLinks, services } from '../lib/services';
import { headerBottom } from './page-checks';
import { expect, gotoHydrated, test, type Observed } from './fixtures';

/** The footer's anchors and the card each must land on. */
const footerTargets = [
  ['Corporate Travel', 'corporate-travel', 'Corporate Travel Management'],
  ['Leisure & Family Travel', 'leisure-family-travel', 'Leisure & Family Travel'],
  ['Visa Advisory', 'visa-advisory', 'Visa Advisory Services'],
  ['Group Coordination', 'group-coordination', 'Group Travel Coordination'],
] as const;

test.describe('services page', () => {
  test('shows six service cards with image, description and Key Features, each with the id made from its title, and a client testimonial @desktop-only', async ({
    page,
  }) => {
    await page.goto('/services/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    const cards = page.getByRole('list', { name: 'Services' }).getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(services.map((service) => service.title));
    for (const [index, service] of services.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAccessibleName(service.title);
      await expect(card).toContainText(service.description);
      const image = card.getByRole('img', { name: service.image.alt });
      // The first card's photo is in the first screen on a phone, so it is the page's LCP image.
      await expect(image).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
      expect(await image.getAttribute('srcset')).toContain(`${service.image.src}?w=`);
      await expect(card.getByRole('heading', { level: 3, name: 'Key Features' })).toBeVisible();
      const features = card.getByRole('listitem');
      await expect(features).toHaveText([...service.features]);
      expect(service.features.length).toBeGreaterThanOrEqual(4);
    }

    // Every card's id is made from its title.
    const ids = await page
      .getByRole('list', { name: 'Services' })
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.id));
    expect(ids).toEqual([
      'corporate-travel-management',
      'leisure-family-travel',
      'visa-advisory-services',
      'group-travel-coordination',
      'vip-executive-concierge',
      'travel-insurance-support',
    ]);

    // A client's testimonial.
    const section = page.getByRole('region', { name: servicesPage.testimonial.heading });
    await expect(section.getByRole('blockquote')).toHaveText(servicesPage.testimonial.quote);
    await expect(section).toContainText(servicesPage.testimonial.name);
    await expect(section).toContainText(servicesPage.testimonial.role);
  });

  // One visit: from /about/, each footer link in turn, and Back to /about/ before the next; then a
  // card's address opened directly.
  test('each footer service link lands on its card below the header, from another page, and so does its address', async ({
    page,
  }) => {
    /** Landed: the card's top sits just under the fixed header, not behind it and not further down. */
    const expectLanded = async (cardTitle: string) => {
      const card = page.getByRole('article', { name: cardTitle });
      await expect(card).toBeInViewport();
      const below = await headerBottom(page);
      await expect.poll(async () => (await card.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(below);
      await expect.poll(async () => (await card.boundingBox())?.y ?? Infinity).toBeLessThanOrEqual(below + 40);
      await expect(card.getByRole('heading', { level: 2 })).toBeInViewport();
    };
    await gotoHydrated(page, '/about/');
    for (const [linkName, anchor, cardTitle] of footerTargets) {
      await test.step(`"${linkName}" → the ${cardTitle} card`, async () => {
        expect(footerServiceLinks.map((link) => link.name)).toContain(linkName);
        await page.getByRole('contentinfo').getByRole('link', { name: linkName, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/services/#${anchor}$`));
        await expectLanded(cardTitle);
        await page.goBack();
        await expect(page).toHaveURL(/\/about\/$/);
      });
    }
    await test.step('/services/#visa-advisory opened by its address', async () => {
      await gotoHydrated(page, '/services/#visa-advisory');
      await expectLanded('Visa Advisory Services');
    });
  });

  test('Download Company Profile (PDF) logs, shows the demo alert and requests nothing @desktop-only', async ({
    page,
    observed,
  }) => {
    await gotoHydrated(page, '/services/');
    const section = page.getByRole('region', { name: 'Company Profile' });
    await expect(section).toContainText(servicesPage.companyProfile.text);
    // Let lazy photos scrolled past on the way load first, so any request below is the button's.
    await section.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');

    const requests: string[] = [];
    // The site's own code chunks may load on the visitor's first input (the card animations do), and
    // a lazy photo near the viewport may start at any moment; a download would be anything else.
    page.on('request', (request) => {
      const ownCode = request.resourceType() === 'script' && new URL(request.url()).pathname.includes('/_next/static/');
      if (!ownCode && request.resourceType() !== 'image') {
        requests.push(`${request.method()} ${request.url()}`);
      }
    });
    const logs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'log') logs.push(message.text());
    });
    const dialog = page.waitForEvent('dialog');
    const click = section.getByRole('button', { name: 'Download Company Profile (PDF)' }).click();
    const alert = await dialog;
    expect(alert.type()).toBe('alert');
    expect(alert.message()).toBe('Company profile download would start here. This is a demo implementation.');
    await alert.accept();
    await click;
    await expect.poll(() => logs).toContain(servicesPage.companyProfile.demoLog);
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    expect(externalDownloads(observed)).toEqual([]);
  });
});

/** Anything fetched off-site that looks like a document download. */
function externalDownloads(observed: Observed) {
  return observed.externalRequests.filter((url) => /\.pdf|profile/i.test(url));
}

test.describe('services page without JavaScript @desktop-only', () => {
  test.use({ javaScriptEnabled: false });

  test("shows every service's key features (its cards: cards-shown.spec.ts)", async ({ page }) => {
    await page.goto('/services/');
    await expect(page.getByRole('heading', { level: 3, name: 'Key Features' })).toHaveCount(6);
  });
});
