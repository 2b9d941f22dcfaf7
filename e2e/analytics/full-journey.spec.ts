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
import { hidePage } from './page';
import { counted, expectVitalsLabelled, pageviews, withReceivers } from './receiver';

/**
 * What the agency's dashboard receives from one visit (docs/decisions/0090-privacy-first-analytics.md),
 * in Chromium (the other engines check what differs in them: ./analytics-journey.spec.ts), against
 * the analytics export (.exports/analytics), which counts to a receiver of Plausible's events API on
 * loopback and delivers enquiries to a form service beside it (./receiver.ts). The visit is made
 * while the data is down (the receivers stopped: a connection is refused, as every engine sees when
 * data stops, while the site's own pages still come), then online again: the service worker holds
 * every event and sends it once. In Chromium, the engine with Background Sync; the replay a page asks
 * for, which Firefox and Safari rely on, is what brings them here too. Nothing the visitor typed,
 * not even the search's words, is in any request; no cookie, nothing of the analytics in storage;
 * the policy holds (the fixtures fail the test on any CSP violation or console error).
 */
test.use({ allowConsoleErrors: /ERR_CONNECTION_REFUSED|Failed to load resource/ });

/** In the post's text, not in its title or address: what the reader typed, which must never be sent. */
const query = 'embassy';
const message = 'Two adults, late August.';

/** What the visit counts, as `counted()` lists it (./receiver.ts): each page view and event once. */
const visitCounts = [
  'pageview /',
  'pageview /services/',
  `${analyticsEvents.companyProfile} /services/`,
  'pageview /blog/',
  `${analyticsEvents.search} /blog/ {"results":"some"}`,
  `pageview ${post.path}`,
  `${analyticsEvents.whatsapp} ${post.path} {"from":"post"}`,
  'pageview /contact/',
  `${analyticsEvents.enquiry} /contact/ {"delivery":"offline queue"}`,
].sort();
const sentDirectly = `${analyticsEvents.enquiry} /contact/ {"delivery":"direct"}`;

/** Stops the WhatsApp link's new tab (a page off loopback) but not the tap: the analytics hears it first. */
const keepWhatsAppHere = () =>
  window.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href^="https://wa.me/"]')) event.preventDefault();
  });

test('home → Services → company profile → Blog → search → a post → WhatsApp → the form sent, offline then online: each counted once, vitals per page, nothing typed sent @desktop-only', async ({
  visitor,
}) => {
  await withReceivers(async (receivers) => {
    const journey = visit(visitor);
    await journey.start('/', routes[0].h1);
    // analytics.js is in up to 5 s after the load by design (the idle wait's limit), more on a busy machine.
    await expect.poll(() => pageviews(receivers), { message: 'the first page view', timeout: 30_000 }).toEqual(['/']);
    // The worker answers the page's requests from now on (it registers in the same idle moment).
    await expect
      .poll(() => visitor.run(() => navigator.serviceWorker.controller !== null), { message: 'the worker in charge' })
      .toBe(true);

    // What arrived before the data dropped: the first page view, and the load's TTFB as soon as it is known.
    const before = receivers.events.length;
    await receivers.goDown();
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
    await expect
      .poll(() => visitor.text(by.alert(contactPage.form.failure.queued.title)), { message: 'the enquiry waits' })
      .not.toBe('');
    expect(receivers.events.length, 'nothing arrived while the data was down').toBe(before);

    await receivers.comeUp();
    // The browser sees the network return: the form sends the enquiry, the page asks the worker for its events.
    await visitor.run(() => window.dispatchEvent(new Event('online')));
    await expectSentToast(visitor);
    await expectFieldsHold(visitor, { name: '', email: '', phone: '', message: '' });
    await expect.poll(() => counted(receivers).sort(), { message: 'every page view and event, once each' }).toEqual(visitCounts);

    // A second enquiry, online: it reaches the form service at once, and is counted as such.
    await fillForm(visitor, { ...enquiry, message });
    await sendAsPerson(visitor, clientTuning.contact.minFillMs);
    await expect.poll(() => counted(receivers).at(-1), { message: 'the enquiry sent directly' }).toBe(sentDirectly);

    // Each page's vitals went as the visitor tapped on (Chromium measures soft navigations), the last
    // page's when it is hidden; each once, however often, under the page it was measured on; a page
    // whose tap the browser did not take for a navigation has none (lib/analytics.client.ts).
    // Whether the browser took the tap to Services for a navigation is its own heuristics' call, which
    // a loaded machine can tip either way: read from the page what it saw.
    const servicesSeen = await visitor.run(() => {
      // The timeline keeps these entries for observers only; a buffered one is handed them at once.
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'soft-navigation', buffered: true });
      const [first] = observer.takeRecords();
      observer.disconnect();
      return first !== undefined && new URL(first.name).pathname === '/services/';
    });
    await visitor.run(hidePage);
    await expect
      .poll(() => expectVitalsLabelled(receivers), { message: 'the vitals, each with its page' })
      .toEqual(expect.arrayContaining(['TTFB /', 'LCP /', ...(servicesSeen ? ['CLS /', 'LCP /services/'] : [])]));
    // Home's CLS only once the browser saw the visitor leave it by a tap; never attributed to a page it missed.
    if (!servicesSeen) expect(expectVitalsLabelled(receivers)).not.toContain('CLS /');
    await visitor.run(hidePage);
    expectVitalsLabelled(receivers);

    expect(new Set(receivers.events.map((event) => event.domain))).toEqual(new Set(['travelorchard.example']));
    for (const event of receivers.events) {
      expect(event.cookie, `a cookie with ${event.name}`).toBeUndefined();
      for (const value of [...Object.values(enquiry), message, query])
        expect(event.raw, `"${value}" in a request to the events API`).not.toContain(value);
    }
    expect(await visitor.run(() => document.cookie), 'cookies').toBe('');
    const stored = await visitor.run(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].join(' '));
    expect(stored, 'nothing of the analytics in storage').not.toMatch(/plausible|analytics|visitor|session/i);
    await journey.clean('sending the form and the counting');

    // The next visit (the contact page again) asks the worker again: nothing is left to send twice.
    await visitor.reload();
    await expect.poll(() => pageviews(receivers).length, { message: "the next visit's page view" }).toBe(6);
    await visitor.run(() => new Promise<void>((resolve) => setTimeout(resolve, 2000)));
    expect(counted(receivers).sort()).toEqual([...visitCounts, sentDirectly, 'pageview /contact/'].sort());
    expect(receivers.enquiries, 'both enquiries reached the form service, once each').toHaveLength(2);
  });
});
