import { clientTuning } from '../../content/client-tuning';
import { PHONE } from '../screens';
import { contactPage } from '../site-data';
import {
  contactForm,
  enquiry,
  expectFieldsHold,
  expectSentToast,
  fields,
  fillForm,
  sendAsPerson,
  sentToast,
  submitButton,
} from '../visitor/steps';
import { by, expect, test, type Visitor } from '../visitor/test';
import { deliveredBodies, withReceiver, type Receiver } from './receiver';

/**
 * The contact form's real delivery when it goes wrong, in every engine (Chromium, Firefox, WebKit):
 * the many-posts export's form posts to a real HTTP receiver on 127.0.0.1 (./receiver.ts, at the
 * port baked into that build), started for each test. A send that arrives, and one queued while the
 * service is out of reach and then sent by itself once, are the delivery journey's
 * (e2e/journeys/contact-delivery-journey.spec.ts). What needs the page's clock is Chromium's, in
 * contact-delivery.spec.ts: a service that never answers, the retries' timing and a closed tab.
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

  /** The failure message, in the visitor's words and focused, over every field as typed, nothing said to be sent. */
  async function expectRefused(visitor: Visitor) {
    await expect.poll(() => visitor.text(failureAlert)).toContain(`${failure.reasons.rejected} ${failure.kept}`);
    expect(await visitor.text(failureAlert), 'a status code or a technical word').not.toMatch(
      /\b[45]\d\d\b|error|fetch|timeout/i,
    );
    expect(await visitor.focused(failureAlert), 'the failure message has focus').toBe(true);
    expect(await visitor.enabled(by.button(failure.tryAgain, failureAlert))).toBe(true);
    await expectFieldsHold(visitor, enquiry);
    expect(await visitor.count(sentToast)).toBe(0);
    expect(await visitor.enabled(submitButton)).toBe(true);
  }

  test('refused: every field keeps its value, the failure message takes focus, a reload keeps the message, Try again delivers @engines', async ({
    visitor,
  }) => {
    await withReceiver('fail', async (receiver) => {
      await enquire(visitor);
      await expectRefused(visitor);
      expect(delivered(receiver, visitor)).toStrictEqual([enquiry]);
      expect(await visitor.axeViolations()).toEqual([]);

      // A reload offers it back as typed (counted from its first keystroke, so not taken for a bot); refused again.
      await visitor.reload();
      await expect.poll(() => visitor.text(restoredNote), { message: 'the note on the form' }).toBe(form.draftRestored);
      await expectFieldsHold(visitor, enquiry);
      await visitor.tap(submitButton);
      await expectRefused(visitor);

      // The service recovers; the visitor tries again without typing anything.
      receiver.setMode('accept');
      await visitor.tap(by.button(failure.tryAgain, failureAlert));
      await expectSentToast(visitor);
      await expect.poll(() => visitor.count(failureAlert), { message: 'the failure message is gone' }).toBe(0);
      await expectFieldsHold(visitor, empty);
      await expect.poll(() => visitor.focused(submitButton), { message: 'Send Message has focus' }).toBe(true);
      expect(delivered(receiver, visitor)).toStrictEqual([enquiry, enquiry, enquiry]);
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

  test('a correction while it waits goes into WhatsApp and e-mail; the page reopened before the service returned says the message was NOT sent, and one tap sends it once @engines', async ({
    visitor,
  }) => {
    await withReceiver('down', async (receiver) => {
      await enquire(visitor);
      await expect.poll(() => visitor.text(queuedMessage), { message: 'the offline message' }).toContain(queued.text);
      expect(await visitor.focused(queuedMessage), 'the offline message has focus').toBe(true);
      expect(await visitor.count(failureAlert), 'the failure message').toBe(0);
      // A correction made meanwhile goes into the WhatsApp and e-mail versions too.
      const corrected = { ...enquiry, message: `${enquiry.message} Flexible dates.` };
      await visitor.type(fields.message, ' Flexible dates.', { append: true });
      for (const way of [failure.whatsapp, failure.email])
        await expect
          .poll(() => visitor.attribute(by.link(way, queuedMessage), 'href'), { message: way })
          .toContain('Flexible%20dates.');

      await visitor.open('/contact/');
      await expect.poll(() => visitor.text(restoredNote), { message: 'the note on the form' }).toBe(form.unsentRestored);
      await expectFieldsHold(visitor, corrected);
      await receiver.comeUp();
      await visitor.tap(submitButton);
      await expectSentToast(visitor);
      await expectFieldsHold(visitor, empty);
      expect(delivered(receiver, visitor)).toStrictEqual([corrected]);

      // A reload later finds nothing waiting, and nothing more was sent.
      await visitor.open('/contact/');
      await expectFieldsHold(visitor, empty);
      expect(await visitor.count(restoredNote)).toBe(0);
      expect(delivered(receiver, visitor)).toStrictEqual([corrected]);
      await expectOnlyRefusedConnections(visitor, receiver);
    });
  });
});
