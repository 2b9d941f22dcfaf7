import { clientTuning } from '../../content/client-tuning';
import { tripsCopy } from '../../content/trips';
import { fillCopy } from '../../lib/copy';
import { services } from '../../lib/services';
import { tripEnquiryLine } from '../../lib/trip-enquiry';
import { tripServicePath } from '../../lib/trip-routes';
import { getAllTrips } from '../../lib/trips';
import { deliveredBodies, withReceiver, type Receiver } from '../contact-endpoint/receiver';
import { PHONE } from '../screens';
import { capeTownTrip, contactPage, routes, servicesPage, zanzibarTrip } from '../site-data';
import {
  enquiry,
  expectFieldsHold,
  expectSentToast,
  fields,
  fillForm,
  navLink,
  openMenu,
  sendAsPerson,
  visit,
  type Journey,
} from '../visitor/steps';
import { by, expect, test, type Visitor } from '../visitor/test';

/**
 * A visitor on a 375 px phone who wants a trip, in every engine (the contact-endpoint projects:
 * Chromium, Firefox, WebKit), as an agency deploys the site: the many-posts export, whose form posts
 * to a real HTTP receiver on 127.0.0.1 (e2e/contact-endpoint/receiver.ts). Two ways to a trip in one
 * visit, each ending in an enquiry that names it: Home's Featured Trips, and a service's card on
 * /services/ (its trips, then one of them). The form sends its four fields, no more.
 */

// The contact-endpoint projects run at the desktop's width; this journey is the phone.
test.use({ viewport: PHONE });

type Trip = typeof zanzibarTrip;

/** The trip page reached: its facts' price, then "Enquire about this trip" opens the form naming it. */
async function enquireAbout(visitor: Visitor, journey: Journey, { slug, title, path, trip }: Trip) {
  await journey.at({ path, heading: title });
  const price = `${tripsCopy.priceFrom} ${trip.offer!.price} ${trip.priceBasis}`;
  expect(await visitor.text(by.main()), 'the price from, with its basis').toContain(price);

  await visitor.tap(by.link(tripsCopy.enquire.contactLabel, by.main()));
  await journey.at({ path: `/contact/?trip=${slug}`, heading: contactPage.title });
  // The message already names the trip: its title, duration and price from, then asks for dates and travellers.
  const line = tripEnquiryLine(trip);
  await expect.poll(() => visitor.value(fields.message), { message: 'the message names the trip' }).toBe(`${line}\n`);
  const [named, dates, travellers] = line.split('\n');
  for (const fact of [title, trip.durationText, trip.offer!.price, trip.priceBasis]) expect(named).toContain(fact);
  expect(dates).toMatch(/dates: $/);
  expect(travellers).toMatch(/travellers .*: $/);
  return `${line}\n`;
}

/**
 * The visitor answers the prompts on the fresh line the message leaves them, fills in who they are,
 * and sends. (Typed after the lines, as a phone's visitor does: WebKitWebDriver drops a typed "\n".)
 */
async function editAndSend(visitor: Visitor, receiver: Receiver, prefilled: string, sent: number) {
  const answer = '19 December or the week after; 2 adults and a child of 8.';
  await fillForm(visitor, { ...enquiry, message: answer }, { append: true });
  const message = `${prefilled}${answer}`;
  expect(await visitor.value(fields.message)).toBe(message);
  await sendAsPerson(visitor, clientTuning.contact.minFillMs);
  await expect.poll(() => receiver.received.length, { message: 'the enquiry reached the receiver' }).toBe(sent);
  await expectSentToast(visitor);
  await expectFieldsHold(visitor, { name: '', email: '', phone: '', message: '' });
  return { ...enquiry, message };
}

test('Home → a featured trip → "Enquire about this trip" → sends; Services → a service’s trips → a trip → sends: each enquiry reaches the service naming its trip @journey @mobile-only', async ({
  visitor,
}) => {
  await withReceiver('accept', async (receiver) => {
    const journey = visit(visitor);
    await journey.start('/', routes[0].h1);
    expect(await visitor.run(() => innerWidth), 'the phone’s width').toBe(PHONE.width);

    // Home → the first of the Featured Trips, by a tap on its card.
    // (Which trips are featured, and their stagger: trips.spec.ts. Below the fold the cards wait
    // unrevealed, which WebDriver counts as not displayed, so the tap scrolls to the card first.)
    await visitor.tap(by.link(zanzibarTrip.title, by.list(tripsCopy.featured.title)));
    const first = await editAndSend(visitor, receiver, await enquireAbout(visitor, journey, zanzibarTrip), 1);
    await journey.clean('sending the first enquiry');

    // Services → the card of the trip's service → its trips → one of them.
    const service = services.find((candidate) => candidate.id === capeTownTrip.trip.service)!;
    const ofService = getAllTrips().filter((trip) => trip.service === service.id);
    await openMenu(visitor);
    await visitor.tap(navLink('Services'));
    await journey.at({ path: '/services/', heading: servicesPage.title });
    await visitor.tap(by.link(fillCopy(tripsCopy.serviceTripsLink, { name: service.title, count: ofService.length })));
    const listTitle = fillCopy(tripsCopy.serviceTitle, { name: service.title });
    await journey.at({ path: tripServicePath(service.id), heading: listTitle });
    const list = by.list(listTitle);
    // Every trip of the service has its card (counted, not read: WebDriver reads no text of a card
    // still waiting below the fold, unrevealed).
    expect(await visitor.count(by.heading(undefined, 2, list))).toBe(ofService.length);
    for (const trip of ofService) expect(await visitor.count(by.link(trip.title, list)), trip.title).toBe(1);
    await visitor.tap(by.link(capeTownTrip.title, list));
    const second = await editAndSend(visitor, receiver, await enquireAbout(visitor, journey, capeTownTrip), 2);
    await journey.clean('sending the second enquiry');

    // Exactly the form's four fields, each message naming its trip.
    expect(deliveredBodies(receiver, new URL(visitor.url('/')).origin)).toStrictEqual([first, second]);
  });
});
