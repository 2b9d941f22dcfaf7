import { expectFieldsHold, expectSentToast, visit } from '../visitor/steps';
import { expect, test } from '../visitor/test';
import { enquiryCounted, expectedCounts, hidePage, homeToSent, startAtHome, typed } from './journey';
import { counted, expectNothingOfTheVisitor, expectVitalsLabelled, withReceivers } from './receiver';

/**
 * What the agency's dashboard receives from one visit (docs/decisions/0090-privacy-first-analytics.md),
 * in Chromium (the other engines check what differs in them: ./analytics-journey.spec.ts), against
 * the analytics export (.exports/analytics), which counts
 * to a receiver of Plausible's events API on loopback and delivers enquiries to a form service
 * beside it (./receiver.ts). Every page view and event arrives once; nothing the visitor typed, not
 * even the search's words, is in any request; no cookie, nothing of the analytics in storage; the
 * policy holds (the fixtures fail the test on any CSP violation or console error).
 */
test('home → Services → company profile → Blog → search → a post → WhatsApp → the form sent: each counted once, vitals per page, nothing typed sent @desktop-only', async ({
  visitor,
}) => {
  await withReceivers(async (receivers) => {
    const journey = visit(visitor);
    await startAtHome(visitor, journey, receivers);
    await homeToSent(visitor, journey);
    await expectSentToast(visitor);
    await expectFieldsHold(visitor, { name: '', email: '', phone: '', message: '' });
    await journey.clean('sending the form');
    expect(receivers.enquiries, 'the enquiry reached the form service').toHaveLength(1);

    await expect
      .poll(() => counted(receivers), { message: 'every page view and event, once each' })
      .toEqual([...expectedCounts, enquiryCounted('direct')]);

    // Each page's vitals went as the visitor tapped on (Chromium measures soft navigations), the last
    // page's when it is hidden; each once, however often, under the page it was measured on; a page
    // whose tap the browser did not take for a navigation has none (lib/analytics.client.ts).
    // Whether the browser took the tap to Services for a navigation is its own heuristics' call, which
    // a loaded machine can tip either way: read from the page what it saw.
    const softNavigations = await visitor.run(() => {
      // The timeline keeps these entries for observers only; a buffered one is handed them at once.
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'soft-navigation', buffered: true });
      const entries = observer.takeRecords();
      observer.disconnect();
      return entries.map((entry) => new URL(entry.name).pathname);
    });
    const servicesSeen = softNavigations[0] === '/services/';
    await visitor.run(hidePage);
    await expect
      .poll(() => expectVitalsLabelled(receivers), { message: 'the vitals, each with its page' })
      .toEqual(expect.arrayContaining(['TTFB /', 'LCP /', ...(servicesSeen ? ['CLS /', 'LCP /services/'] : [])]));
    // Home's CLS only once the browser saw the visitor leave it by a tap; never attributed to a page it missed.
    if (!servicesSeen) expect(expectVitalsLabelled(receivers)).not.toContain('CLS /');
    await visitor.run(hidePage);
    expectVitalsLabelled(receivers);

    expect(new Set(receivers.events.map((event) => event.domain))).toEqual(new Set(['travelorchard.example']));
    expectNothingOfTheVisitor(receivers, typed);
    expect(await visitor.run(() => document.cookie), 'cookies').toBe('');
    const stored = await visitor.run(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].join(' '));
    expect(stored, 'nothing of the analytics in storage').not.toMatch(/plausible|analytics|visitor|session/i);
    await journey.clean('the counting');
  });
});
