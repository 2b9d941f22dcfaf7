/**
 * The visit the analytics specs make (written once against the visitor API, so every engine makes
 * the same one): Home → Services by a tap → the company profile → Blog → a search → a post →
 * WhatsApp → "Plan a trip like this" → the form sent; and what the agency's dashboard must receive
 * from it (docs/decisions/0090-privacy-first-analytics.md).
 */
import { analyticsEvents } from '../../content/analytics';
import { clientTuning } from '../../content/client-tuning';
import { shellCopy } from '../../content/shell';
import { blog, contactPage, routes, schengen as post, servicesPage } from '../site-data';
import { enquiry, fillForm, navLink, resultLink, searchFor, sendAsPerson, type Journey } from '../visitor/steps';
import { by, expect, type Visitor } from '../visitor/test';
import { pageviews, type Receivers } from './receiver';

/** In the post's text, not in its title or address: what the reader typed, which must never be sent. */
export const query = 'embassy';
export const message = 'Two adults, late August.';
/** Everything the visitor typed: none of it may be in a request to the events API. */
export const typed = [...Object.values(enquiry), message, query];

/** What the visit counts, as `counted()` lists it (./receiver.ts): each page view and event once. */
export const expectedCounts = [
  'pageview /',
  'pageview /services/',
  `${analyticsEvents.companyProfile} /services/`,
  'pageview /blog/',
  `${analyticsEvents.search} /blog/ {"results":"some"}`,
  `pageview ${post.path}`,
  `${analyticsEvents.whatsapp} ${post.path} {"from":"post"}`,
  'pageview /contact/',
];
export const enquiryCounted = (delivery: 'direct' | 'offline queue') =>
  `${analyticsEvents.enquiry} /contact/ {"delivery":"${delivery}"}`;

/** Stops the WhatsApp link's new tab (a page off loopback) but not the tap: the analytics hears it first. */
const keepWhatsAppHere = () =>
  window.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href^="https://wa.me/"]')) event.preventDefault();
  });

/** Makes the page hidden, as switching apps does: web-vitals reports then, and the analytics sends them. */
export const hidePage = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
};

/** Opens the home page; resolves once its page view arrived (analytics.js is in after the load, when idle). */
export async function startAtHome(visitor: Visitor, journey: Journey, receivers: Receivers) {
  await journey.start('/', routes[0].h1);
  // Up to 5 s after the load by design (the idle wait's limit), more on a busy machine.
  await expect.poll(() => pageviews(receivers), { message: 'the first page view', timeout: 30_000 }).toEqual(['/']);
}

/** From the home page to the form sent (the enquiry delivered, or queued when the data is down). */
export async function homeToSent(visitor: Visitor, journey: Journey) {
  await visitor.tap(navLink('Services'));
  await journey.at({ path: '/services/', heading: servicesPage.title });
  expect(await visitor.tapAndAcceptAlert(by.button(servicesPage.companyProfile.buttonLabel))).toBe(
    servicesPage.companyProfile.demoAlert,
  );

  await visitor.tap(navLink('Blog'));
  await journey.at({ path: '/blog/', heading: blog.title });
  await searchFor(visitor, query, post.title, { first: false });
  // A search counts once its results have stood a moment: the reader reads them before choosing.
  await visitor.run((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)), 2000);

  await visitor.tap(resultLink(post.title));
  await journey.at({ path: post.path, heading: post.title });
  await visitor.run(keepWhatsAppHere);
  await visitor.tap(by.link(shellCopy.whatsappLabel));

  await visitor.tap(by.link(blog.planTrip.contactLabel, by.region(blog.planTrip.title)));
  await journey.at({ path: `/contact/?about=${post.slug}`, heading: contactPage.title });
  await expect.poll(() => visitor.value(by.field(contactPage.form.labels.message)), { message: 'the prefill' }).not.toBe('');
  await fillForm(visitor, { ...enquiry, message }, { append: true });
  await sendAsPerson(visitor, clientTuning.contact.minFillMs);
}
