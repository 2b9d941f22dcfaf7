import { exchangeRates } from '../../content/exchange-rates';
import { tripsCopy } from '../../content/trips';
import { getAllTrips } from '../../lib/trips';
import { LATER_BUILD_DATE } from '../build-dates';
import { axeViolations, expect, gotoHydrated, test } from '../fixtures';
import { capeTownTrip, londonTrip, umrahTrip, zanzibarTrip } from '../site-data';

/** Runs against .exports/blog-empty, built from a posts folder with nothing in it. */

// One page for the empty blog's states (a fresh page each cost more than its checks).
test('the blog says there are no posts yet, its feed is still valid RSS with no items, it has no accessibility violations, and the topics index says there are no topics yet @desktop-only', async ({
  page,
}) => {
  expect((await page.goto('/blog/'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Blog' })).toBeVisible();
  await expect(page.getByText('Read stories, tips, and experiences from our journeys around the world.')).toBeVisible();
  await expect(page.getByText('No blog posts yet. Check back soon!')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);

  await test.step('the feed', async () => {
    const response = await page.request.get('/feed.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
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

  await test.step('axe', async () => {
    await gotoHydrated(page, '/blog/');
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('the topics index', async () => {
    expect((await page.goto('/blog/topics/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Topics' })).toBeVisible();
    await expect(page.getByText('No topics yet. Check back soon!')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
  });
});

/**
 * Built on LATER_BUILD_DATE (e2e/build-dates.ts), when some sample trips' prices have run out: no one
 * committed, only the day moved. What the specs read of the trips is for TEST_BUILD_DATE, so what
 * expired is worked out here from each trip's own "price valid until".
 */
test('a trip past its valid-until shows "Price on request", carries no price in its JSON-LD and leaves Featured Trips; one still priced keeps its price @desktop-only', async ({
  page,
}) => {
  const expired = getAllTrips().filter((trip) => trip.priceValidUntil < LATER_BUILD_DATE);
  expect(expired.map((trip) => trip.slug).sort()).toEqual([
    'accra-december-weekend',
    'dubai-shopping-festival',
    zanzibarTrip.slug,
  ]);
  const tripDocument = async () => {
    const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    return documents.find((document) => document['@type'] === 'TouristTrip')!;
  };
  const main = page.getByRole('main');

  // Expired: no price on the page, none in its structured data, none in the enquiry it starts.
  const { trip } = zanzibarTrip;
  await page.goto(zanzibarTrip.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zanzibarTrip.title);
  await expect(main).toContainText(tripsCopy.priceOnRequest);
  await expect(main).not.toContainText('₦2,450,000');
  await expect(main).not.toContainText('Price holds until');
  const expiredDocument = await tripDocument();
  expect(expiredDocument).toMatchObject({ name: zanzibarTrip.title, itinerary: { numberOfItems: trip.itinerary.length } });
  expect(expiredDocument).not.toHaveProperty('offers');
  expect(JSON.stringify(expiredDocument)).not.toContain(String(trip.price.amount));
  const enquiries = (await (await page.request.get('/enquiries.json')).json()) as { trip: Record<string, string> };
  expect(enquiries.trip[zanzibarTrip.slug]).toContain(tripsCopy.priceOnRequest.toLowerCase());
  expect(enquiries.trip[zanzibarTrip.slug]).not.toContain('₦');

  // Still priced on that day: Umrah, valid until 28 February 2027.
  await page.goto(umrahTrip.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(umrahTrip.title);
  await expect(main).toContainText(`${tripsCopy.priceFrom} ₦4,950,000 ${umrahTrip.trip.priceBasis}`);
  await expect(main).toContainText('Price holds until 28 February 2027');
  expect(await tripDocument()).toMatchObject({
    offers: { '@type': 'Offer', price: '4950000', priceCurrency: 'NGN', validThrough: '2027-02-28' },
  });

  // Home features trips whose price holds and that still have an open departure: on that day only
  // London's summer (Umrah is priced, but both its January departures have gone; Cape Town has no
  // dates). /trips/ still lists the expired ones, on request.
  await page.goto('/');
  const featured = page.getByRole('list', { name: tripsCopy.featured.title }).getByRole('heading', { level: 3 });
  await expect(featured).toHaveText([londonTrip.title]);
  await page.goto('/trips/');
  const card = page.getByRole('list', { name: tripsCopy.title }).getByRole('listitem').filter({ hasText: zanzibarTrip.title });
  await expect(card).toContainText(tripsCopy.priceOnRequest);
});

test('a dollar price keeps its price but shows no naira guide once the rate’s last day has passed @desktop-only', async ({
  page,
}) => {
  const rate = exchangeRates.rates.find((entry) => entry.currency === capeTownTrip.trip.price.currency)!;
  expect(rate.validUntil < LATER_BUILD_DATE && LATER_BUILD_DATE <= capeTownTrip.trip.priceValidUntil).toBe(true);
  await page.goto(capeTownTrip.path);
  const main = page.getByRole('main');
  await expect(main).toContainText(`${tripsCopy.priceFrom} US$2,400 ${capeTownTrip.trip.priceBasis}`);
  await expect(main).not.toContainText('about ₦');
  await expect(main).not.toContainText('US$1 = ₦');
});
