import { test as playwrightTest } from '@playwright/test';
import { clientTuning } from '../../content/client-tuning';
import { paymentTermsCopy } from '../../content/payment-terms';
import { tripsCopy } from '../../content/trips';
import { fillCopy } from '../../lib/copy';
import { services } from '../../lib/services';
import { departureLabel, tripEnquiryLine } from '../../lib/trip-enquiry';
import { tripServicePath } from '../../lib/trip-routes';
import { getAllTrips } from '../../lib/trips';
import { PHOTO_POST } from '../../scripts/lib/synthetic-photos';
import { deliveredBodies, withReceiver, type Receiver } from '../contact-endpoint/receiver';
import { PHONE } from '../screens';
import { contactPage, enquiryLine, routes, servicesPage, umrahTrip, zanzibarTrip } from '../site-data';
import {
  contactForm,
  enquiry,
  expectFieldsHold,
  expectSentToast,
  fields,
  fillForm,
  homeToEnquiry,
  navLink,
  openMenu,
  sendAsPerson,
  visit,
  type Journey,
} from '../visitor/steps';
import { by, expect, test, type Visitor } from '../visitor/test';

/**
 * A visitor on a 375 px phone, in every engine (the contact-endpoint projects: Chromium, Firefox,
 * WebKit), as an agency deploys the site: the many-posts export (.exports/blog-many), whose form
 * posts to a real HTTP receiver on 127.0.0.1 (e2e/contact-endpoint/receiver.ts). One visit, three
 * enquiries:
 * - a reader: Home → Blog → searches "harbour" → the post with the agency's own photos (the only
 *   one about a harbour) → "Plan a trip like this" → sends: the spec's four fields, no more;
 * - a buyer: Home → a featured trip → "Enquire about this trip" → a departure, 2 adults, 1 child
 *   aged 7 → sends: the four fields and the trip's, named (decision 0110);
 * - Services → a service's trips → Umrah, the same with the form service out of reach: queued,
 *   then sent by itself, once. The
 *   export is built for 28 November 2026 (e2e/build-dates.ts), the day after the 8 January 2027
 *   departure's balance fell due: only 22 January 2027 is offered.
 */
test.use({
  viewport: PHONE,
  // While the service is out of reach the browser reports the refused POSTs.
  allowConsoleErrors:
    /ERR_CONNECTION_REFUSED|CORS request did not succeed|NetworkError|Could not connect to the server|access control checks/,
});

const post = { ...PHOTO_POST, path: `/blog/${PHOTO_POST.slug}/` };
const tripCopy = contactPage.form.trip;
const tripFields = {
  departure: by.select(tripCopy.departure, contactForm),
  adults: by.number(tripCopy.adults, contactForm),
  children: by.number(tripCopy.children, contactForm),
  age: (number: number) => by.number(fillCopy(tripCopy.childAge, { number }), contactForm),
};
type Trip = typeof zanzibarTrip;
type Travellers = { departure: string; adults: string; ages: string[] };

/** A trip's page: its price and payment terms, then "Enquire about this trip" opens the form naming it, with the trip's fields. */
async function enquireAbout(visitor: Visitor, journey: Journey, { slug, title, path, trip }: Trip) {
  await journey.at({ path, heading: title });
  const main = await visitor.text(by.main());
  expect(main, 'the price from, with its basis').toContain(`${tripsCopy.priceFrom} ${trip.offer!.price} ${trip.priceBasis}`);
  expect(await visitor.count(by.list(paymentTermsCopy.label, by.main())), 'the payment terms beside the price').toBe(1);

  await visitor.tap(by.link(tripsCopy.enquire.contactLabel, by.main()));
  await journey.at({ path: `/contact/?trip=${slug}`, heading: contactPage.title });
  const line = `${tripEnquiryLine(trip)}\n`;
  await expect.poll(() => visitor.value(fields.message), { message: 'the message names the trip' }).toBe(line);
  await expect.poll(() => visitor.count(tripFields.departure), { message: "the trip's fields" }).toBe(1);
  return line;
}

/** Fills in who they are, the departure and the travellers, types after the trip's line, and sends. */
async function fillTripAndSend(visitor: Visitor, line: string, { departure, adults, ages }: Travellers) {
  const answer = 'We would like a room near the beach.';
  await fillForm(visitor, { ...enquiry, message: answer }, { append: true });
  await visitor.choose(tripFields.departure, departure);
  await visitor.type(tripFields.adults, adults);
  await visitor.type(tripFields.children, String(ages.length));
  for (const [index, age] of ages.entries()) await visitor.type(tripFields.age(index + 1), age);
  expect(await visitor.value(tripFields.departure)).toBe(departure);
  await sendAsPerson(visitor, clientTuning.contact.minFillMs);
  return { ...enquiry, message: `${line}${answer}` };
}

/** The enquiry reached the service (`sent` in all), the visitor is told, no failure shows, and the form is empty again. */
async function expectDelivered(visitor: Visitor, receiver: Receiver, sent: number, { timeout }: { timeout?: number } = {}) {
  await expect.poll(() => receiver.received.length, { message: 'the enquiry reached the receiver', timeout }).toBe(sent);
  await expectSentToast(visitor);
  await expectFieldsHold(visitor, { name: '', email: '', phone: '', message: '' });
  expect(await visitor.count(by.alert(contactPage.form.failure.title)), 'a failure message').toBe(0);
}

test('a reader: Blog → "harbour" → "Plan a trip like this" → sent; a buyer: a featured trip → a departure, 2 adults, a child of 7 → sent; Services → Umrah with the service out of reach → queued, then sent once @journey', async ({
  visitor,
}) => {
  // Three enquiries in one visit, the last waiting out a retry: three journeys' time, in every engine.
  playwrightTest.info().setTimeout(playwrightTest.info().timeout * 3);
  // The receiver holds its answer at first, so the test sees the form while it sends.
  await withReceiver('hold', async (receiver) => {
    const journey = visit(visitor);
    // The reader. The fixture build drops the photo post's topic (scripts/test/build-blog-fixtures.ts).
    await homeToEnquiry(visitor, journey, 'harbour', post, { topics: false });
    await sendAsPerson(visitor, clientTuning.contact.minFillMs);
    await expect
      .poll(() => visitor.enabled(by.button(contactPage.form.sending, contactForm)), { message: 'the button while sending' })
      .toBe(false);
    await expect.poll(() => receiver.received.length, { message: 'the enquiry reached the receiver' }).toBe(1);
    receiver.release();
    await expectDelivered(visitor, receiver, 1);
    await journey.clean('sending the reader’s enquiry');
    const read = { ...enquiry, message: `${enquiryLine(post.title)}\nTwo adults, late August.` };
    receiver.setMode('accept');

    // The buyer: Home → the first of the Featured Trips, by a tap on its card.
    await journey.start('/', routes[0].h1);
    expect(await visitor.run(() => innerWidth), 'the phone’s width').toBe(PHONE.width);
    await visitor.tap(by.link(zanzibarTrip.title, by.list(tripsCopy.featured.title)));
    const zanzibarLine = await enquireAbout(visitor, journey, zanzibarTrip);
    const zanzibarDeparture = departureLabel(zanzibarTrip.trip.upcomingDepartures[1]!);
    const zanzibar = await fillTripAndSend(visitor, zanzibarLine, { departure: zanzibarDeparture, adults: '2', ages: ['7'] });
    await expectDelivered(visitor, receiver, 2);
    expect(await visitor.count(tripFields.age(1)), 'the child’s age field, gone with the cleared form').toBe(0);
    await journey.clean('sending the trip enquiry');

    // Services → the card of Umrah's service → its trips → Umrah: only the departure still taking
    // bookings, on the page and in the form.
    const service = services.find((candidate) => candidate.id === umrahTrip.trip.service)!;
    const ofService = getAllTrips().filter((trip) => trip.service === service.id);
    await openMenu(visitor);
    await visitor.tap(navLink('Services'));
    await journey.at({ path: '/services/', heading: servicesPage.title });
    await visitor.tap(by.link(fillCopy(tripsCopy.serviceTripsLink, { name: service.title, count: ofService.length })));
    const listTitle = fillCopy(tripsCopy.serviceTitle, { name: service.title });
    await journey.at({ path: tripServicePath(service.id), heading: listTitle });
    await visitor.tap(by.link(umrahTrip.title, by.list(listTitle)));
    const umrahLine = await enquireAbout(visitor, journey, umrahTrip);
    const choices = await visitor.text(tripFields.departure);
    expect(choices).toContain('22 January 2027');
    expect(choices, 'the departure whose balance fell due yesterday').not.toContain('8 January 2027');
    expect(choices).toContain(tripCopy.flexible);

    // The form service out of reach: kept and said so; back: sent by itself, once.
    await receiver.goDown();
    const umrah = await fillTripAndSend(visitor, umrahLine, { departure: '22 January 2027', adults: '2', ages: ['7'] });
    const queuedMessage = by.alert(contactPage.form.failure.queued.title, contactForm);
    await expect.poll(() => visitor.text(queuedMessage), { message: 'queued' }).toContain(contactPage.form.failure.queued.text);
    expect(await visitor.focused(queuedMessage), 'the queued message has focus').toBe(true);
    await expectFieldsHold(visitor, umrah);
    // The page retries by the backoff alone: the browser never went offline.
    expect(await visitor.run(() => navigator.onLine)).toBe(true);
    expect(receiver.received.length).toBe(2);
    await receiver.comeUp('accept');
    // The page tries again by itself, after the backoff's next wait (content/client-tuning.ts).
    await expectDelivered(visitor, receiver, 3, { timeout: clientTuning.contact.retry.firstMs * 16 });
    await visitor.forgetObserved();
    await journey.clean('sending the queued enquiry');

    const named = (departure: string) => ({
      departure,
      adults: '2',
      children: '1',
      childrenAges: '7',
    });
    expect(deliveredBodies(receiver, new URL(visitor.url('/')).origin)).toStrictEqual([
      read,
      { ...zanzibar, trip: zanzibarTrip.title, ...named(zanzibarDeparture) },
      { ...umrah, trip: umrahTrip.title, ...named('22 January 2027') },
    ]);
  });
});
