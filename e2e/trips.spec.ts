import type { Locator, Page } from '@playwright/test';
import { clientTuning } from '../content/client-tuning';
import { credentials, credentialsCopy } from '../content/credentials';
import { exchangeRates } from '../content/exchange-rates';
import { shellCopy } from '../content/shell';
import { termsPage } from '../content/terms';
import { testimonialsCopy } from '../content/testimonials';
import { tripsCopy } from '../content/trips';
import { services } from '../lib/services';
import { getAllTestimonials } from '../lib/testimonials';
import { TRIPS_PATH, tripDestinationPath, tripPath, tripServicePath } from '../lib/trip-routes';
import { getAllTrips, type Trip } from '../lib/trips';
import { TEST_BUILD_DATE } from './build-dates';
import { expect, gotoHydrated, test } from './fixtures';
import { cardOpacities, expectCardsShown, recordStagger, staggerDelays } from './page-checks';
import { capeTownTrip, site, umrahTrip, zanzibar, zanzibarTrip } from './site-data';

/**
 * The trips (issue 47) as a visitor meets them in Chromium on out/ (built for TEST_BUILD_DATE, when
 * every sample price holds): the list's cards, its filters by click (client-side, Back and Forward),
 * a trip page from breadcrumbs to the post that names it, its JSON-LD against the trip's file, Home's
 * Featured Trips fading in at the spec's stagger, and what `?trip=` may and may not do to the form (contact.spec.ts "a ?about= or ?trip= value…").
 * The journey to a sent enquiry, in every engine, is journeys/contact-delivery-journey.spec.ts; the
 * expired prices, on a later build, are in blog-fixtures/empty.spec.ts; axe runs over every page
 * of the sitemap (accessibility.spec.ts), trips included.
 */

const trips = getAllTrips();
const serviceOf = (trip: Trip) => services.find((service) => service.id === trip.service)!;
/** The agency's way of writing an amount (₦2,450,000; US$2,400), written here without the site's formatter. */
const symbols = { NGN: '₦', USD: 'US$', GBP: '£', EUR: '€' } as const;
const amount = ({ price }: Trip) => `${symbols[price.currency]}${price.amount.toLocaleString('en-US')}`;
const day = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(isoDate));

/** Each card of a list shows its trip: photo, title (a link to its page), destination, duration, price from with its basis, service. */
async function expectCards(list: Locator, shown: readonly Trip[]) {
  const cards = list.getByRole('listitem');
  await expect(cards).toHaveCount(shown.length);
  for (const [index, trip] of shown.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('img', { name: trip.imageAlt })).toBeVisible();
    await expect(card.getByRole('heading', { name: trip.title })).toBeVisible();
    await expect(card.getByRole('link', { name: trip.title })).toHaveAttribute('href', tripPath(trip.slug));
    await expect(card).toContainText(`${trip.destination.place}, ${trip.destination.country}`);
    await expect(card).toContainText(`${trip.duration.days} days, ${trip.duration.nights} nights`);
    await expect(card).toContainText(`${tripsCopy.priceFrom} ${amount(trip)} ${trip.priceBasis}`);
    await expect(card).toContainText(serviceOf(trip).title);
  }
}

/** The document of the visit: a click that falls back to a full page load loses the mark. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __visit: string }).__visit = 'one document'));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __visit?: string }).__visit ?? null);

test.describe('trips @desktop-only', () => {
  test('/trips/ shows every trip as a card, and its filters narrow it by clicks, Back and Forward, in one document', async ({
    page,
  }) => {
    await gotoHydrated(page, TRIPS_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tripsCopy.title);
    await expectCards(page.getByRole('list', { name: tripsCopy.title }), trips);
    await markDocument(page);

    const filters = page.getByRole('navigation', { name: tripsCopy.filters.label });
    const leisure = services.find((service) => service.id === 'leisure-family-travel')!;
    const ofLeisure = trips.filter((trip) => trip.service === leisure.id);
    const serviceTitle = `Trips: ${leisure.title}`;
    const toSaudi = trips.filter((trip) => trip.destination.country === 'Saudi Arabia');
    const saudiTitle = 'Trips to Saudi Arabia';
    const showsList = async (path: string, title: string, shown: readonly Trip[]) => {
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('list', { name: title }).getByRole('heading', { level: 2 })).toHaveText(
        shown.map((trip) => trip.title),
      );
      await expect(filters.locator('[aria-current="page"]')).toHaveCount(1);
      expect(await sameDocument(page), `${path} was reached by a full page load`).toBe('one document');
    };

    await filters.getByRole('link', { name: `${leisure.title} (${ofLeisure.length})`, exact: true }).click();
    await showsList(tripServicePath(leisure.id), serviceTitle, ofLeisure);
    await expect(filters.getByRole('link', { name: `${leisure.title} (${ofLeisure.length})` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectCards(page.getByRole('list', { name: serviceTitle }), ofLeisure);

    await filters.getByRole('link', { name: `Saudi Arabia (${toSaudi.length})`, exact: true }).click();
    await showsList(tripDestinationPath('Saudi Arabia'), saudiTitle, toSaudi);
    expect(toSaudi.map((trip) => trip.slug)).toEqual([umrahTrip.slug]);

    await page.goBack();
    await showsList(tripServicePath(leisure.id), serviceTitle, ofLeisure);
    await page.goForward();
    await showsList(tripDestinationPath('Saudi Arabia'), saudiTitle, toSaudi);
    await filters.getByRole('link', { name: tripsCopy.filters.all, exact: true }).click();
    await showsList(TRIPS_PATH, tripsCopy.title, trips);
  });

  test('a trip page shows its facts, price and its day, departures, highlights, day by day, included and not, breadcrumbs, and the post that names it', async ({
    page,
  }) => {
    const { trip, title, path } = zanzibarTrip;
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    const crumbs = page.getByRole('navigation', { name: tripsCopy.breadcrumbsLabel });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', tripsCopy.title, title]);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: tripsCopy.title })).toHaveAttribute('href', TRIPS_PATH);
    await expect(crumbs.getByText(title)).toHaveAttribute('aria-current', 'page');

    await expect(page.getByRole('img', { name: trip.imageAlt })).toBeVisible();
    const facts = page.getByLabel(tripsCopy.facts.label);
    await expect(facts.getByRole('term')).toHaveText(['Destination', 'Duration', 'Service', 'Departures']);
    const [where, duration, service, departures] = await facts.getByRole('definition').all();
    await expect(where!).toHaveText(`${trip.destination.place}, ${trip.destination.country}`);
    await expect(duration!).toHaveText('7 days, 6 nights');
    await expect(service!.getByRole('link', { name: serviceOf(trip).title })).toHaveAttribute(
      'href',
      `/services/#${trip.service}`,
    );
    // Every departure in the file is still ahead on the build day.
    expect(trip.departures.every((date) => date >= TEST_BUILD_DATE)).toBe(true);
    await expect(departures!.getByRole('listitem')).toHaveText(trip.departures.map(day));
    const main = page.getByRole('main');
    await expect(main).toContainText(`${tripsCopy.priceFrom} ₦2,450,000 ${trip.priceBasis}`);
    await expect(main).toContainText(`Price holds until ${day(trip.priceValidUntil)}`);
    await expect(main.getByRole('link', { name: tripsCopy.enquire.contactLabel })).toHaveCount(2);

    await expect(page.getByRole('region', { name: tripsCopy.highlightsTitle }).getByRole('listitem')).toHaveText(trip.highlights);
    await expect(page.getByRole('region', { name: tripsCopy.itineraryTitle }).getByRole('heading', { level: 3 })).toHaveText(
      trip.itinerary.map((entry, index) => `Day ${index + 1}: ${entry.title}`),
    );
    await expect(page.getByRole('region', { name: tripsCopy.includedTitle, exact: true }).getByRole('listitem')).toHaveText(
      trip.included,
    );
    await expect(page.getByRole('region', { name: tripsCopy.notIncludedTitle, exact: true }).getByRole('listitem')).toHaveText(
      trip.notIncluded,
    );

    // "Ask on WhatsApp" names the trip; the floating button keeps the spec's text.
    const ask = page.getByRole('region', { name: tripsCopy.enquire.title }).getByRole('link', { name: 'Ask on WhatsApp' });
    const askText = new URL((await ask.getAttribute('href'))!).searchParams.get('text');
    expect(askText).toContain(`"${title}"`);
    await expect(ask).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: shellCopy.whatsappLabel })).toHaveAttribute(
      'href',
      `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.message)}`,
    );

    // The post that names the trip, and back to the trip from the post's own trips, by clicks.
    await markDocument(page);
    const posts = page.getByRole('region', { name: tripsCopy.postsTitle });
    await posts.getByRole('link', { name: zanzibar.title }).click();
    await expect(page).toHaveURL(new RegExp(`${zanzibar.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zanzibar.title);
    await page.getByRole('region', { name: 'Travel there with us' }).getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await sameDocument(page), 'post and trip reached by clicks').toBe('one document');
  });

  test('a trip priced in dollars shows its naira guide at the agency’s rate, the licence numbers beside its price, the booking terms and its testimonial', async ({
    page,
  }) => {
    const { trip, path } = capeTownTrip;
    const rate = exchangeRates.rates.find((entry) => entry.currency === trip.price.currency)!;
    // The build day lies within the rate's days (the later build's spec checks that none shows after them).
    expect(rate.setOn <= TEST_BUILD_DATE && TEST_BUILD_DATE <= rate.validUntil).toBe(true);
    const naira = Math.round((trip.price.amount * rate.nairaPerUnit) / 10000) * 10000;
    await page.goto(path);
    const main = page.getByRole('main');
    // The summary follows the photo in the article, not in the hero (docs/decisions/0121).
    await expect(main.getByRole('article').locator('p', { hasText: trip.summary })).toBeVisible();
    await expect(main.getByRole('region', { name: trip.title, exact: true })).not.toContainText(trip.summary);
    await expect(main).toContainText(
      `${tripsCopy.priceFrom} ${amount(trip)} ${trip.priceBasis}about ₦${naira.toLocaleString('en-US')} (US$1 = ₦${rate.nairaPerUnit.toLocaleString('en-US')} on ${day(rate.setOn)})`,
    );
    // Beside the price, the numbers a buyer checks before paying; and the way to the terms.
    const licences = main.getByRole('list', { name: credentialsCopy.label });
    await expect(licences.getByRole('listitem')).toHaveText(
      credentials.map((entry) => `${entry.short} ${entry.label} ${entry.number}`),
    );
    await expect(main.getByRole('link', { name: termsPage.linkLabel })).toHaveAttribute('href', termsPage.path);
    // Its own testimonial, with first name, city and month, and no review markup anywhere on the page.
    const said = getAllTestimonials().filter((entry) => entry.trip === trip.slug);
    expect(said.length).toBeGreaterThan(0);
    const quotes = page.getByRole('region', { name: testimonialsCopy.tripTitle }).getByRole('figure');
    await expect(quotes).toHaveCount(said.length);
    await expect(quotes.first()).toContainText(`${said[0]!.name}, ${said[0]!.city}`);
    await expect(quotes.first().locator('blockquote')).toHaveText(said[0]!.markdown.trim());
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    expect(jsonLd).not.toMatch(/"Review"|aggregateRating|reviewRating/);

    // A naira price has no guide.
    await page.goto(zanzibarTrip.path);
    await expect(page.getByRole('main')).not.toContainText('about ₦');

    // The terms page, in plain words and marked as a sample.
    await page.goto(termsPage.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(termsPage.title);
    await expect(page.getByRole('note')).toHaveText(termsPage.sampleNotice);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      termsPage.sections.map((section) => section.heading),
    );
  });

  // Its shape (the itinerary day by day, the Offer while the price holds, the breadcrumbs, no review)
  // is lib/trip-metadata.test.ts's; here, that the page carries its own trip's, at its address.
  test('a trip page’s JSON-LD is a TouristTrip with its itinerary and Offer, and its BreadcrumbList, as the trip’s file says', async ({
    page,
  }) => {
    const { trip, title, path } = zanzibarTrip;
    await page.goto(path);
    const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const url = `${site.url}${path}`;
    expect(documents.find((document) => document['@type'] === 'TouristTrip')).toMatchObject({
      name: title,
      description: trip.summary,
      url,
      touristType: serviceOf(trip).title,
      provider: { '@type': 'TravelAgency', name: site.name },
      itinerary: { numberOfItems: trip.itinerary.length },
      offers: { price: String(trip.price.amount), priceCurrency: trip.price.currency, validThrough: trip.priceValidUntil, url },
    });
    expect(documents.find((document) => document['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ item: `${site.url}/` }, { item: `${site.url}${TRIPS_PATH}` }, { position: 3, name: title, item: url }],
    });
  });

  test('Home’s Featured Trips are the priced trips departing soonest, and their cards animate in 0.1 s apart; its testimonials are the newest, each linked to its trip', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    const list = page.getByRole('list', { name: tripsCopy.featured.title });
    const featured = trips.filter((trip) => trip.offer !== null).slice(0, tripsCopy.featured.count);
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(featured.map((trip) => trip.title));
    // Below the hero and the services: hidden once mounted, until the list scrolls into view.
    await expect.poll(() => cardOpacities(list)).toEqual(featured.map(() => 0));
    await recordStagger(list);
    await list.scrollIntoViewIfNeeded();
    expect(await staggerDelays(page)).toEqual(
      featured.map((_, index) => Number((index * clientTuning.cardStaggerSeconds).toFixed(3))),
    );
    await expectCardsShown(list, featured.length);
    await expectCards(list, featured);

    // Below them, the newest testimonials, each linked to its trip. The agency's licence numbers in its
    // JSON-LD, and no review: seo.spec.ts "/ and /contact/ describe the agency…".
    const newest = getAllTestimonials().slice(0, testimonialsCopy.homeCount);
    const quotes = page.getByRole('region', { name: testimonialsCopy.homeTitle }).getByRole('figure');
    await expect(quotes).toHaveCount(newest.length);
    for (const [index, testimonial] of newest.entries()) {
      const trip = trips.find((entry) => entry.slug === testimonial.trip)!;
      await expect(quotes.nth(index)).toContainText(`${testimonial.name}, ${testimonial.city}`);
      await expect(quotes.nth(index).getByRole('link', { name: trip.title })).toHaveAttribute('href', tripPath(trip.slug));
    }
  });
});
