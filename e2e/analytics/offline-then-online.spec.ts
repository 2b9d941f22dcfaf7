import { contactPage } from '../site-data';
import { expectSentToast, visit } from '../visitor/steps';
import { by, expect, test } from '../visitor/test';
import { enquiryCounted, expectedCounts, homeToSent, startAtHome, typed } from './journey';
import { counted, expectNothingOfTheVisitor, pageviews, withReceivers } from './receiver';

/**
 * The same visit made while the data is down (the receivers stopped: a connection is refused, as
 * every engine sees when data stops, while the site's own pages still come), then online again: the
 * service worker holds every event and sends it once (docs/decisions/0090). In Chromium, the engine
 * with Background Sync; the replay a page asks for, which Firefox and Safari rely on, is what brings
 * them here too.
 */
test.use({ allowConsoleErrors: /ERR_CONNECTION_REFUSED|Failed to load resource/ });

test('the visit made offline, then online: every event delivered once, none again on the next visit @desktop-only', async ({
  visitor,
}) => {
  await withReceivers(async (receivers) => {
    const journey = visit(visitor);
    await startAtHome(visitor, journey, receivers);
    // The worker answers the page's requests from now on (it registers in the same idle moment).
    await expect
      .poll(() => visitor.run(() => navigator.serviceWorker.controller !== null), { message: 'the worker in charge' })
      .toBe(true);

    // What arrived before the data dropped: the first page view, and the load's TTFB as soon as it is known.
    const before = receivers.events.length;
    await receivers.goDown();
    await homeToSent(visitor, journey);
    await expect
      .poll(() => visitor.text(by.alert(contactPage.form.failure.queued.title)), { message: 'the enquiry waits' })
      .not.toBe('');
    expect(receivers.events.length, 'nothing arrived while the data was down').toBe(before);

    await receivers.comeUp();
    // The browser sees the network return: the form sends the enquiry, the page asks the worker for its events.
    await visitor.run(() => window.dispatchEvent(new Event('online')));
    await expectSentToast(visitor);
    const once = [...expectedCounts, enquiryCounted('offline queue')].sort();
    await expect.poll(() => counted(receivers).sort(), { message: 'every event, once' }).toEqual(once);

    // The next visit (the contact page again) asks the worker again: nothing is left to send twice.
    await visitor.reload();
    await expect.poll(() => pageviews(receivers).length, { message: "the next visit's page view" }).toBe(6);
    await visitor.run(() => new Promise<void>((resolve) => setTimeout(resolve, 2000)));
    expect(counted(receivers).sort()).toEqual([...once, 'pageview /contact/'].sort());
    expect(receivers.enquiries, 'the enquiry, once').toHaveLength(1);
    expectNothingOfTheVisitor(receivers, typed);
  });
});
