import { clientTuning } from '../../content/client-tuning';
import { PHONE } from '../screens';
import { contactPage } from '../site-data';
import {
  contactForm,
  enquiry,
  expectFieldsHold,
  expectSentToast,
  fillForm,
  sendAsPerson,
  sentToast,
  submitButton,
} from '../visitor/steps';
import { by, expect, test, type Visitor } from '../visitor/test';
import { deliveredBodies, withReceiver, type Receiver } from './receiver';

/**
 * The contact form's real delivery when it goes wrong, in Firefox and WebKit: the many-posts
 * export's form posts to a real HTTP receiver on 127.0.0.1 (./receiver.ts, at the port baked into
 * that build), started for each test. A send that arrives, and one queued while the service is out
 * of reach and then sent by itself once, are the delivery journey's, in every engine
 * (e2e/journeys/contact-delivery-journey.spec.ts). Chromium runs the same two cases deeper in the
 * specs beside this one (contact-delivery.spec.ts: refused, then Try again; contact-offline.spec.ts:
 * the tab closed first), so chromium-serial leaves this file out (playwright.config.ts).
 */
// On the reference phone, where issue 40 asks an enquiry written offline to arrive by itself.
test.use({ viewport: PHONE });

const form = contactPage.form;
const failure = form.failure;
const queued = failure.queued;
const { minFillMs } = clientTuning.contact;
const empty = { name: '', email: '', phone: '', message: '' };
const failureAlert = by.alert(failure.title);
const queuedMessage = by.alert(queued.title);
/** The note the form shows over an enquiry it offers back. */
const restoredNote = by.status(undefined, contactForm);

/** What reached the receiver, checked to come from the site's own pages. */
const delivered = (receiver: Receiver, visitor: Visitor) => deliveredBodies(receiver, new URL(visitor.url('/')).origin);

/** The visitor opens the contact page, writes the sample enquiry and sends it as a person does. */
async function enquire(visitor: Visitor) {
  await visitor.open('/contact/');
  await fillForm(visitor);
  await sendAsPerson(visitor, minFillMs);
}

test.describe('with the receiver answering 500', () => {
  // Each engine logs the refused POST.
  test.use({ allowConsoleErrors: /status of 500/ });

  test('refused: every field keeps its value, the failure message takes focus, Try again delivers @engines', async ({
    visitor,
  }) => {
    await withReceiver('fail', async (receiver) => {
      await enquire(visitor);
      await expect.poll(() => visitor.text(failureAlert)).toContain(`${failure.reasons.rejected} ${failure.kept}`);
      expect(await visitor.focused(failureAlert), 'the failure message has focus').toBe(true);
      await expectFieldsHold(visitor, enquiry);
      expect(await visitor.count(sentToast)).toBe(0);
      expect(await visitor.enabled(submitButton)).toBe(true);
      expect(delivered(receiver, visitor)).toStrictEqual([enquiry]);

      // The service recovers; the visitor tries again without typing anything.
      receiver.setMode('accept');
      await visitor.tap(by.button(failure.tryAgain, failureAlert));
      await expectSentToast(visitor);
      await expect.poll(() => visitor.count(failureAlert), { message: 'the failure message is gone' }).toBe(0);
      await expectFieldsHold(visitor, empty);
      expect(delivered(receiver, visitor)).toStrictEqual([enquiry, enquiry]);
    });
  });
});

test.describe('with the receiver stopped (the network gone: the connection is refused)', () => {
  // How each engine logs a refused connection: Chromium, Firefox, then WebKit (which also files a
  // report of it under security and a script error "due to access control checks").
  test.use({
    allowConsoleErrors:
      /ERR_CONNECTION_REFUSED|CORS request did not succeed|NetworkError|Could not connect to 127\.0\.0\.1|access control checks|Failed to load resource|Load failed/,
  });

  /**
   * Nothing in the browser's log but the refused connections to the receiver (no failed request of
   * the site's own); then forgotten, so the fixtures' own check passes.
   */
  async function expectOnlyRefusedConnections(visitor: Visitor, receiver: Receiver) {
    const seen = await visitor.observed();
    expect(seen.cspViolations.filter((text) => !/^Could not connect to 127\.0\.0\.1/.test(text))).toEqual([]);
    expect(seen.pageErrors.filter((text) => !/^Fetch API cannot load \S+ due to access control checks\.$/.test(text))).toEqual(
      [],
    );
    expect(seen.consoleErrors).toEqual([]);
    expect(seen.failedRequests.filter((text) => !text.includes(receiver.endpoint))).toEqual([]);
    await visitor.forgetObserved();
  }

  test('the page reopened before the service returned: it says the message was NOT sent, and one tap sends it once @engines', async ({
    visitor,
  }) => {
    await withReceiver('down', async (receiver) => {
      await enquire(visitor);
      await expect.poll(() => visitor.count(queuedMessage), { message: 'the offline message' }).toBe(1);

      await visitor.open('/contact/');
      await expect.poll(() => visitor.text(restoredNote), { message: 'the note on the form' }).toBe(form.unsentRestored);
      await expectFieldsHold(visitor, enquiry);
      await receiver.comeUp();
      await visitor.tap(submitButton);
      await expectSentToast(visitor);
      await expectFieldsHold(visitor, empty);
      expect(delivered(receiver, visitor)).toStrictEqual([enquiry]);

      // A reload later finds nothing waiting, and nothing more was sent.
      await visitor.open('/contact/');
      await expectFieldsHold(visitor, empty);
      expect(await visitor.count(restoredNote)).toBe(0);
      expect(delivered(receiver, visitor)).toStrictEqual([enquiry]);
      await expectOnlyRefusedConnections(visitor, receiver);
    });
  });
});
