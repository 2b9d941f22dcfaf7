import { clientTuning } from '../../content/client-tuning';
import { startReceiver, type Receiver } from '../contact-endpoint/receiver';
import { expect, test as base } from './fixtures';
import type { Observed } from './observed';
import * as flows from './flows';
import { contactPage } from '../site-data';
import { By, find, literal, type Visitor } from './visitor';

/**
 * The contact form's real delivery in WebKit, as e2e/contact-endpoint/contact-delivery.spec.ts
 * checks it in Chromium: the many-posts export's form posts to a real HTTP receiver on 127.0.0.1
 * (e2e/contact-endpoint/receiver.ts, at the port baked into that build), started for each test.
 * Runs in its own project (e2e/webkit/project.ts), never beside another engine's endpoint tests.
 */
const test = base.extend<{ receiver: Receiver }>({
  // Started accepting, for every test; a test may change how it answers (receiver.setMode).
  receiver: [
    async ({}, provide) => {
      const started = await startReceiver('accept');
      try {
        await provide(started.receiver);
      } finally {
        await started.stop();
      }
    },
    { auto: true },
  ],
});

const form = contactPage.form;
const failure = form.failure;
const empty = { name: '', email: '', phone: '', message: '' };
const failureAlert = () => By.xpath(`//*[@role='alert'][contains(normalize-space(.), ${literal(failure.title)})]`);

/**
 * Sends as a person does: not sooner than the minimum fill time after the last keystroke (the form
 * counts from the first, so a sooner send would arrive marked `fastSubmission`). WebDriver cannot
 * move the page's clock as Playwright does in Chromium, so the page's own timer says when.
 */
async function sendAsPerson(visitor: Visitor) {
  await visitor.driver.executeAsyncScript(
    `const done = arguments[arguments.length - 1];
     const until = Date.now() + arguments[0];
     const tick = () => (Date.now() >= until ? done() : setTimeout(tick, until - Date.now()));
     tick();`,
    clientTuning.contact.minFillMs,
  );
  await visitor.click(find.button(form.submit), await flows.contactForm(visitor));
}

/** What reached the receiver: each a JSON POST from the site's own origin to the endpoint's path. */
function deliveredBodies(receiver: Receiver, visitor: Visitor): unknown[] {
  for (const request of receiver.received) {
    expect(request).toMatchObject({ method: 'POST', path: new URL(receiver.endpoint).pathname, contentType: 'application/json' });
    expect(request.origin).toBe(new URL(visitor.baseURL).origin);
  }
  return receiver.received.map((request) => JSON.parse(request.text) as unknown);
}

/** The visitor opens the contact page, writes the sample enquiry and sends it as a person does. */
async function enquire(visitor: Visitor) {
  await visitor.open('/contact/');
  await flows.fillForm(visitor);
  await sendAsPerson(visitor);
}

test('delivered: exactly the four fields arrive, the toast shows and the fields clear', async ({ visitor, receiver }) => {
  await enquire(visitor);
  await flows.expectSentToast(visitor);
  await flows.expectFieldsHold(visitor, empty);
  expect(await visitor.countVisible(failureAlert())).toBe(0);
  expect(deliveredBodies(receiver, visitor)).toStrictEqual([flows.sample]);
});

test.describe('with the receiver answering 500', () => {
  // WebKit logs the refused POST, and the fixture's request watch reports it.
  test.use({ allowConsoleErrors: /status of 500/ });

  test('refused: every field keeps its value, the failure message takes focus, Try again delivers', async ({
    visitor,
    receiver,
  }) => {
    receiver.setMode('fail');
    await enquire(visitor);

    const alert = await visitor.visible(failureAlert());
    await expect
      .poll(async () => (await alert.getText()).replace(/\s+/g, ' '))
      .toContain(`${failure.reasons.rejected} ${failure.kept}`);
    await visitor.expectFocused(alert, 'the failure message');
    await flows.expectFieldsHold(visitor, flows.sample);
    expect(await visitor.countVisible(flows.sentToast())).toBe(0);
    expect(await (await visitor.visible(find.button(form.submit), await flows.contactForm(visitor))).isEnabled()).toBe(true);
    expect(deliveredBodies(receiver, visitor)).toStrictEqual([flows.sample]);

    // The service recovers; the visitor tries again without typing anything.
    receiver.setMode('accept');
    await visitor.click(find.button(failure.tryAgain), alert);
    await flows.expectSentToast(visitor);
    await expect.poll(() => visitor.countVisible(failureAlert()), { message: 'the failure message is gone' }).toBe(0);
    await flows.expectFieldsHold(visitor, empty);
    expect(deliveredBodies(receiver, visitor)).toStrictEqual([flows.sample, flows.sample]);
  });
});

test.describe('with the receiver stopped (the network gone: the connection is refused)', () => {
  // WebKit logs each refused request, and files one report of it under security, beside the
  // policy's own: the fixture's blanket check is off here, and each test checks the log itself.
  const refused = /Could not connect to 127\.0\.0\.1|access control checks|Failed to load resource|Load failed/;
  test.use({ allowConsoleErrors: refused, failOnErrors: false });

  /** Nothing in the browser's log but the refused connections: no policy violation, error or failed request of the site. */
  async function expectOnlyRefusedConnections(observed: () => Promise<Observed>) {
    const seen = await observed();
    expect(seen.cspViolations.filter((text) => !/^Could not connect to 127\.0\.0\.1/.test(text))).toEqual([]);
    // WebKit reports a refused cross-origin request as failing "access control checks", as a script error.
    expect(seen.pageErrors.filter((text) => !/^Fetch API cannot load \S+ due to access control checks\.$/.test(text))).toEqual(
      [],
    );
    expect(seen.consoleErrors).toEqual([]);
    expect(seen.failedRequests).toEqual([]);
    expect(seen.allowedErrors.length + seen.cspViolations.length).toBeGreaterThan(0);
  }

  const queued = failure.queued;
  const queuedMessage = () => By.xpath(`//*[@role='alert'][contains(normalize-space(.), ${literal(queued.title)})]`);
  const restoredNote = () => By.xpath(`//form//*[@role='status']`);
  /** The page retries by the backoff alone (navigator.onLine stays true): the longest wait, and one attempt's time. */
  const byItself = { timeout: clientTuning.contact.retry.maxMs + clientTuning.contact.deliveryTimeoutMs };

  test('sent offline: kept and said so, then delivered once by itself when the service returns, page left open', async ({
    visitor,
    receiver,
    observed,
  }) => {
    await receiver.goDown();
    await enquire(visitor);
    const message = await visitor.visible(queuedMessage());
    await expect.poll(async () => (await message.getText()).replace(/\s+/g, ' ')).toContain(queued.text);
    await visitor.expectFocused(message, 'the offline message');
    await flows.expectFieldsHold(visitor, flows.sample);
    expect(await visitor.countVisible(flows.sentToast())).toBe(0);
    expect(await visitor.driver.executeScript('return navigator.onLine')).toBe(true);

    await receiver.comeUp();
    await expect.poll(() => visitor.countVisible(flows.sentToast()), { message: 'sent by itself', ...byItself }).toBe(1);
    await flows.expectSentToast(visitor);
    await flows.expectFieldsHold(visitor, empty);
    expect(deliveredBodies(receiver, visitor)).toStrictEqual([flows.sample]);

    // A reload later finds nothing waiting, and nothing more was sent.
    await visitor.open('/contact/');
    await flows.expectFieldsHold(visitor, empty);
    expect(await visitor.countVisible(restoredNote())).toBe(0);
    expect(deliveredBodies(receiver, visitor)).toStrictEqual([flows.sample]);
    await expectOnlyRefusedConnections(observed);
  });

  test('the page reopened before the service returned: it says the message was NOT sent, and one tap sends it once', async ({
    visitor,
    receiver,
    observed,
  }) => {
    await receiver.goDown();
    await enquire(visitor);
    await visitor.visible(queuedMessage());

    await visitor.open('/contact/');
    await expect.poll(() => visitor.textOf(restoredNote()), { message: 'the note on the form' }).toBe(form.unsentRestored);
    await flows.expectFieldsHold(visitor, flows.sample);
    await receiver.comeUp();
    await visitor.click(find.button(form.submit), await flows.contactForm(visitor));
    await flows.expectSentToast(visitor);
    await flows.expectFieldsHold(visitor, empty);
    expect(deliveredBodies(receiver, visitor)).toStrictEqual([flows.sample]);
    await expectOnlyRefusedConnections(observed);
  });
});
