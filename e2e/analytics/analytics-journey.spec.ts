import { analyticsEvents } from '../../content/analytics';
import { clientTuning } from '../../content/client-tuning';
import { shellCopy } from '../../content/shell';
import { blog, contactPage, routes, schengen as post, servicesPage } from '../site-data';
import {
  enquiry,
  expectFieldsHold,
  expectSentToast,
  fillForm,
  navLink,
  resultLink,
  searchFor,
  sendAsPerson,
  visit,
} from '../visitor/steps';
import { by, expect, test } from '../visitor/test';
import { counted, expectNothingOfTheVisitor, expectVitals, pageviews, withReceivers, type Receivers } from './receiver';

/**
 * What the agency's dashboard receives from one visit (docs/decisions/0090-privacy-first-analytics.md),
 * in Chromium, Firefox and WebKit, against the analytics export (.exports/analytics), which counts
 * to a receiver of Plausible's events API on loopback and delivers enquiries to a form service
 * beside it (./receiver.ts). Every page view and event arrives once; nothing the visitor typed, not
 * even the search's words, is in any request; no cookie; the policy holds (the fixtures fail the
 * test on any CSP violation or console error).
 */
const postPath = post.path;
/** In the post's text, not in its title or address: what the reader typed, which must never be sent. */
const query = 'embassy';
const message = 'Two adults, late August.';
const home = routes[0].h1;
const servicesHeading = servicesPage.title;

/** Stops the WhatsApp link's new tab (a page off loopback) but not the tap: the analytics listens before. */
const keepWhatsAppHere = () =>
  window.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href^="https://wa.me/"]')) event.preventDefault();
  });

/** Makes the page hidden, as switching apps does: web-vitals reports then, and the analytics sends them. */
const hidePage = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
};

async function expectCounted(receivers: Receivers, expected: string[], what: string) {
  await expect.poll(() => counted(receivers), { message: what }).toEqual(expected);
}

test(`home → Services → company profile → Blog → search → a post → WhatsApp → the form sent: each counted once, nothing typed sent @journey @desktop-only`, async ({
  visitor,
}) => {
  await withReceivers(async (receivers) => {
    const journey = visit(visitor);
    await journey.start('/', home);
    // analytics.js is in once the page has loaded and the browser is idle: the home page's view says so.
    await expect.poll(() => pageviews(receivers), { message: 'the first page view' }).toEqual(['/']);

    await visitor.tap(navLink('Services'));
    await journey.at({ path: '/services/', heading: servicesHeading });
    expect(await visitor.tapAndAcceptAlert(by.button(servicesPage.companyProfile.buttonLabel))).toBe(
      servicesPage.companyProfile.demoAlert,
    );

    await visitor.tap(navLink('Blog'));
    await journey.at({ path: '/blog/', heading: blog.title });
    await searchFor(visitor, query, post.title);
    await expectCounted(
      receivers,
      [
        'pageview /',
        'pageview /services/',
        `${analyticsEvents.companyProfile} /services/`,
        'pageview /blog/',
        `${analyticsEvents.search} /blog/ {"results":"some"}`,
      ],
      'the search, once it settled',
    );

    await visitor.tap(resultLink(post.title));
    await journey.at({ path: postPath, heading: post.title });
    await visitor.run(keepWhatsAppHere);
    await visitor.tap(by.link(shellCopy.whatsappLabel));

    await visitor.tap(by.link(blog.planTrip.contactLabel, by.region(blog.planTrip.title)));
    await journey.at({ path: `/contact/?about=${post.slug}`, heading: contactPage.title });
    await expect.poll(() => visitor.value(by.field(contactPage.form.labels.message)), { message: 'the prefill' }).not.toBe('');
    await fillForm(visitor, { ...enquiry, message }, { append: true });
    await sendAsPerson(visitor, clientTuning.contact.minFillMs);
    await expectSentToast(visitor);
    await expectFieldsHold(visitor, { name: '', email: '', phone: '', message: '' });
    await journey.clean('sending the form');
    expect(receivers.enquiries, 'the enquiry reached the form service').toHaveLength(1);

    await expectCounted(
      receivers,
      [
        'pageview /',
        'pageview /services/',
        `${analyticsEvents.companyProfile} /services/`,
        'pageview /blog/',
        `${analyticsEvents.search} /blog/ {"results":"some"}`,
        `pageview ${postPath}`,
        `${analyticsEvents.whatsapp} ${postPath} {"from":"post"}`,
        'pageview /contact/',
        `${analyticsEvents.enquiry} /contact/ {"delivery":"direct"}`,
      ],
      'every page view and event, once each',
    );

    // The visitor leaves (the page is hidden): the landing page's vitals go, once each.
    await visitor.run(hidePage);
    await expect.poll(() => expectVitals(receivers, 'home'), { message: 'the vitals' }).toContain('TTFB');
    await visitor.run(hidePage);
    expectVitals(receivers, 'home');

    expect(new Set(receivers.events.map((event) => event.domain))).toEqual(new Set(['travelorchard.example']));
    expectNothingOfTheVisitor(receivers, [...Object.values(enquiry), message, query]);
    expect(await visitor.run(() => document.cookie), 'cookies').toBe('');
    const stored = await visitor.run(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].join(' '));
    expect(stored, 'nothing of the analytics in storage').not.toMatch(/plausible|analytics|visitor|session/i);
    await journey.clean('the counting');
  });
});
