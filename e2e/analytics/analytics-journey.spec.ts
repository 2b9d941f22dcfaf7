import { expectFieldsHold, expectSentToast, visit } from '../visitor/steps';
import { expect, test } from '../visitor/test';
import { enquiryCounted, expectedCounts, hidePage, homeToSent, startAtHome, typed } from './journey';
import { counted, expectNothingOfTheVisitor, expectVitals, withReceivers } from './receiver';

/**
 * What the agency's dashboard receives from one visit (docs/decisions/0090-privacy-first-analytics.md),
 * in Chromium, Firefox and WebKit, against the analytics export (.exports/analytics), which counts
 * to a receiver of Plausible's events API on loopback and delivers enquiries to a form service
 * beside it (./receiver.ts). Every page view and event arrives once; nothing the visitor typed, not
 * even the search's words, is in any request; no cookie, nothing of the analytics in storage; the
 * policy holds (the fixtures fail the test on any CSP violation or console error).
 */
test('home → Services → company profile → Blog → search → a post → WhatsApp → the form sent: each counted once, nothing typed sent @journey @desktop-only', async ({
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

    // The visitor leaves (the page is hidden): the landing page's vitals go, once each, however often.
    await visitor.run(hidePage);
    await expect.poll(() => expectVitals(receivers, 'home'), { message: 'the vitals' }).toContain('TTFB');
    await visitor.run(hidePage);
    expectVitals(receivers, 'home');

    expect(new Set(receivers.events.map((event) => event.domain))).toEqual(new Set(['travelorchard.example']));
    expectNothingOfTheVisitor(receivers, typed);
    expect(await visitor.run(() => document.cookie), 'cookies').toBe('');
    const stored = await visitor.run(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].join(' '));
    expect(stored, 'nothing of the analytics in storage').not.toMatch(/plausible|analytics|visitor|session/i);
    await journey.clean('the counting');
  });
});
