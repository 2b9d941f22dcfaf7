import type { Locator, Page } from '@playwright/test';
import { clientTuning } from '../../content/client-tuning';
import { contactPage } from '../../content/contact';
import { site } from '../../content/site';
import { directive } from '../../scripts/test/export/exports';
import { contactForm, formFields as fields, openContactWithPausedClock } from '../contact-form';
import { aRendererPerPage } from '../engines/chromium';
import { axeViolations, gotoHydrated } from '../fixtures';
import { PHONE, phoneChrome } from '../screens';
import { hydrated, openEarly } from '../slow-phone/slow-phone';
import { expect, test, type Receiver } from './receiver';

/**
 * The contact form as an agency deploys it: NEXT_PUBLIC_CONTACT_ENDPOINT points at a real HTTP
 * receiver on 127.0.0.1 (no mocked fetch, no Playwright route), which counts what arrives. What a
 * visitor sees when the message is delivered, when the service refuses a long message or stalls,
 * and that a draft, a bot, a fast visitor, an enquiry typed before the page is interactive and a
 * double click are handled; and, in Chromium, where the page's clock times the retries, that an
 * enquiry sent while the network is down goes by itself, exactly once (issue 40, decision 0061).
 * A refused message and one that cannot reach the service, in every engine: not-delivered.spec.ts.
 */
// A renderer per page: the network emulation of the tests sent offline would otherwise leave a shared one offline.
test.use(aRendererPerPage);

const sample = {
  name: 'Chiamaka Eze',
  email: 'chiamaka@example.com',
  phone: '+234 803 555 0101',
  message: 'Family of four to Dubai for the August school holiday, about ten days. Beach hotel & a desert trip?',
};
const { minFillMs, deliveryTimeoutMs, linkMaxChars, retry } = clientTuning.contact;
const failureCopy = contactPage.form.failure;
const successText = `${contactPage.form.success.title} ${contactPage.form.success.text}`;

const failureAlert = (page: Page) => page.getByRole('alert').filter({ hasText: failureCopy.title });
const sentToast = (page: Page) => page.getByRole('status').filter({ hasText: contactPage.form.success.title });

async function fillForm(form: Locator, values: Partial<typeof sample> = sample) {
  for (const [name, value] of Object.entries(values)) await fields(form)[name as keyof typeof sample].fill(value);
}

async function expectFieldsAsTyped(form: Locator, values = sample) {
  for (const [name, value] of Object.entries(values)) await expect(fields(form)[name as keyof typeof sample]).toHaveValue(value);
}

/**
 * The form's own code (drafts, delivery, the spam trap) loads when the visitor turns to the form,
 * or at once when a draft waits to be restored: focus it as a visitor does and wait for the trap.
 */
async function turnToForm(page: Page) {
  await fields(contactForm(page)).name.focus();
  await expect(contactForm(page).locator('input[name="reference_code"]')).toBeAttached();
}

/**
 * Opens /contact with the page's clock under the test's control (it runs at normal speed until
 * told otherwise) and turns to the form.
 */
async function openContact(page: Page) {
  await page.clock.install();
  await gotoHydrated(page, '/contact/');
  await turnToForm(page);
}

/** What a person does: takes longer than the minimum fill time, then presses Send Message. */
async function sendAsPerson(page: Page) {
  await page.clock.fastForward(minFillMs);
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await page.mouse.move(0, 0);
}

/** Opens /contact, fills the form with `values` and sends it as a person does; resolves to the form. */
async function openFillAndSend(page: Page, values: typeof sample = sample): Promise<Locator> {
  await openContact(page);
  const form = contactForm(page);
  await fillForm(form, values);
  await sendAsPerson(page);
  return form;
}

/** POSTs the page itself made to the endpoint, as the browser saw them. */
function recordEndpointPosts(page: Page, receiver: Receiver) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url() === receiver.endpoint && request.method() === 'POST') posts.push(request.postData() ?? '');
  });
  return posts;
}

/** The failure message: shown, focused, worded for the visitor, with the three ways on carrying the text. */
async function expectFailureShown(page: Page, reason: keyof typeof failureCopy.reasons) {
  const alert = failureAlert(page);
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(alert).toContainText(failureCopy.reasons[reason]);
  await expect(alert).toContainText(failureCopy.kept);
  await expect(alert).not.toContainText(/\b[45]\d\d\b|error|fetch|timeout/i);
  await expect(alert.getByRole('button', { name: failureCopy.tryAgain })).toBeEnabled();

  const whatsapp = alert.getByRole('link', { name: failureCopy.whatsapp });
  const href = (await whatsapp.getAttribute('href'))!;
  expect(href.startsWith(`https://wa.me/${site.whatsapp.number}?text=`)).toBe(true);
  const chat = new URL(href).searchParams.get('text')!;
  for (const value of Object.values(sample)) expect(chat).toContain(value);
  await expect(whatsapp).toHaveAttribute('target', '_blank');

  const mail = (await alert.getByRole('link', { name: failureCopy.email }).getAttribute('href'))!;
  expect(mail.startsWith(`mailto:${site.email}?subject=${encodeURIComponent(contactPage.form.enquiry.subject)}&body=`)).toBe(
    true,
  );
  const body = decodeURIComponent(mail.slice(mail.indexOf('&body=') + 6));
  for (const value of Object.values(sample)) expect(body).toContain(value);
}

/** Long enough for every retry the backoff would make: the enquiry can only have gone once by then. */
const longAfter = retry.maxMs * 4;
const queuedCopy = failureCopy.queued;
const queuedMessage = (page: Page) => page.getByRole('alert').filter({ hasText: queuedCopy.title });

/** Fills the form and sends it as a person does, slower than the minimum fill time. */
async function writeAndSend(page: Page) {
  await fillForm(contactForm(page));
  await sendAsPerson(page);
}

/** What the page shows while the enquiry waits: every field kept, the message in the page, focused, with WhatsApp now. */
async function expectQueued(page: Page) {
  const message = queuedMessage(page);
  await expect(message).toBeVisible();
  await expect(message).toBeFocused();
  await expect(message).toContainText(queuedCopy.text);
  await expect(message.getByRole('button', { name: queuedCopy.sendNow })).toBeEnabled();
  const whatsapp = (await message.getByRole('link', { name: failureCopy.whatsapp }).getAttribute('href'))!;
  expect(whatsapp.startsWith(`https://wa.me/${site.whatsapp.number}?text=`)).toBe(true);
  expect(new URL(whatsapp).searchParams.get('text')).toContain(sample.message);
  await expect(message.getByRole('link', { name: failureCopy.email })).toHaveAttribute('href', /^mailto:/);
  await expectFieldsAsTyped(contactForm(page));
  await expect(sentToast(page)).toHaveCount(0);
}

/** The usual confirmation, the fields cleared, and exactly one enquiry of exactly the four fields at the receiver. */
async function expectDeliveredOnce(page: Page, receiver: Receiver) {
  await expect(sentToast(page)).toHaveText(successText);
  await expect(queuedMessage(page)).toHaveCount(0);
  for (const field of Object.values(fields(contactForm(page)))) await expect(field).toHaveValue('');
  expect(receiver.received.map((request) => JSON.parse(request.text))).toStrictEqual([sample]);
}

/** Runs every timer the page would run in the next `ms`, as time passing would. */
async function letTimePass(page: Page, ms: number) {
  for (let passed = 0; passed < ms; passed += retry.maxMs) await page.clock.fastForward(retry.maxMs);
}

test.describe('with the receiver accepting', () => {
  test('a delivered enquiry arrives with exactly the four fields, then the form clears and forgets its draft; the page allows the receiver in its policy and the privacy notice names it', async ({
    page,
    receiver,
  }) => {
    const form = await openFillAndSend(page);
    // Its request (a JSON POST from the site's origin) and the absent failure message: the delivery
    // journey's deliveredBodies, against this receiver, in every engine.
    await expectDeliveredOnce(page, receiver);

    await page.reload();
    await turnToForm(page);
    for (const field of Object.values(fields(form))) await expect(field).toHaveValue('');
    await expect(form.getByText(contactPage.form.draftRestored)).toHaveCount(0);

    // The page allows the receiver in its Content-Security-Policy, and the privacy notice names it.
    const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'))!;
    expect(directive(policy, 'connect-src')).toEqual(["'self'", receiver.origin]);
    await page.goto('/privacy/');
    await expect(page.getByRole('main')).toContainText(`The service is at ${new URL(receiver.endpoint).host}.`);
  });

  test('a reload restores a half-written draft, which then sends without being taken for a bot @engines', async ({
    page,
    receiver,
  }) => {
    await openContact(page);
    const form = contactForm(page);
    const half = { name: sample.name, email: sample.email, message: 'Family of four to Dubai for the Aug' };
    await fillForm(form, half);
    await page.clock.fastForward(minFillMs);

    await page.reload();
    await expect(form.locator('input[name="reference_code"]')).toBeAttached();
    await expect(form.getByRole('status')).toHaveText(contactPage.form.draftRestored);
    await expectFieldsAsTyped(form, { ...half, phone: '' });
    expect(receiver.received).toEqual([]);

    // Finishing the message and sending at once: the draft was begun before the reload.
    await fields(form).message.pressSequentially('ust school holiday.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(sentToast(page)).toBeVisible();
    expect(receiver.received.map((request) => JSON.parse(request.text))).toEqual([
      { ...half, phone: '', message: 'Family of four to Dubai for the August school holiday.' },
    ]);
  });

  test('the honeypot catches a bot: it sees the normal success and nothing is sent', async ({ page, receiver }) => {
    const posts = recordEndpointPosts(page, receiver);
    await openContact(page);
    const form = contactForm(page);
    const trap = form.locator('input[name="reference_code"]');
    // Hidden from people and assistive technology, and out of the tab order.
    await expect(form.getByRole('textbox')).toHaveCount(4);
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(form.getByText(contactPage.form.honeypotLabel).locator('xpath=ancestor::*[@aria-hidden="true"]')).toHaveCount(1);
    const box = (await trap.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(0);

    await fillForm(form);
    await trap.fill('https://cheap-pills.example', { force: true });
    await sendAsPerson(page);
    await expect(sentToast(page)).toHaveText(successText);
    for (const field of Object.values(fields(form))) await expect(field).toHaveValue('');
    expect(posts).toEqual([]);
    expect(receiver.received).toEqual([]);
  });
});

test.describe('typed on a slow phone before the page is interactive', () => {
  // The project runs at desktop width (nothing else here depends on the screen): these visitors are on the phone.
  const { userAgent, deviceScaleFactor, isMobile, hasTouch, viewport } = phoneChrome;
  test.use({ userAgent, deviceScaleFactor, isMobile, hasTouch, viewport });

  test('typed early and sent once the page is ready: arrives once, counted from the first keystroke', async ({
    page,
    receiver,
  }) => {
    await page.clock.install();
    const { startScripts } = await openEarly(page, '/contact/');
    const form = contactForm(page);
    await fillForm(form);
    // The visitor reads their message over while the page's code arrives, then sends at once. From
    // here the page's clock stands still (its timers still run), so however slow this machine is,
    // the form's code wakes up and is sent at the same instant, minFillMs after the first keystroke.
    await page.clock.setFixedTime((await page.evaluate(() => Date.now())) + minFillMs);
    await startScripts();
    await expect(hydrated(page)).toHaveCount(1, { timeout: 45_000 });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(sentToast(page)).toHaveText(successText);
    expect(receiver.received.map((request) => JSON.parse(request.text))).toStrictEqual([sample]);
  });

  test('typed and sent before the page is ready: arrives exactly once, and the page stays put', async ({ page, receiver }) => {
    const posts = recordEndpointPosts(page, receiver);
    const { startScripts } = await openEarly(page, '/contact/');
    const form = contactForm(page);
    await fillForm(form);
    await form.getByRole('button', { name: 'Send Message' }).tap();
    // The page stays put (no mail app opened by the no-script fallback) and shows the tap registered.
    await expect(form).toHaveAttribute('aria-busy', 'true');
    expect(page.url()).toMatch(/\/contact\/$/);
    await startScripts();
    await expect(sentToast(page)).toHaveText(successText, { timeout: 45_000 });
    await expect(fields(form).message).toHaveValue('');
    expect(posts).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.text)).toMatchObject(sample);
  });
});

test.describe('with the receiver holding its answer', () => {
  test.use({ receiverMode: 'hold' });

  test('a form sent faster than most people type is delivered, marked as fast: never a fake success', async ({
    page,
    receiver,
  }) => {
    // The page's clock reads the same instant throughout (its timers still run): the form is
    // filled and sent in zero seconds, as autofill and a pasted message allow, however slow the machine is.
    await page.clock.setFixedTime(new Date('2026-03-02T09:00:00Z'));
    await gotoHydrated(page, '/contact/');
    const form = contactForm(page);
    await turnToForm(page);
    await fillForm(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect.poll(() => receiver.received.length).toBe(1);
    receiver.release();
    await expect(sentToast(page)).toHaveText(successText);
    for (const field of Object.values(fields(form))) await expect(field).toHaveValue('');
    expect(receiver.received.map((request) => JSON.parse(request.text))).toStrictEqual([{ ...sample, fastSubmission: true }]);
  });

  test('a double click, and Enter while sending, send the message once @engines', async ({ page, receiver }) => {
    const posts = recordEndpointPosts(page, receiver);
    await openContact(page);
    const form = contactForm(page);
    await fillForm(form);
    await page.clock.fastForward(minFillMs);
    await form.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect.poll(() => receiver.received.length).toBe(1);
    await fields(form).name.press('Enter');
    await form.getByRole('button', { name: 'Sending...' }).click({ force: true });

    receiver.release();
    await expect(sentToast(page)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(posts).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  });
});

test.describe('with the receiver answering 500', () => {
  test.use({ receiverMode: 'fail', allowConsoleErrors: /status of 500/ });

  test('a long message still gets working WhatsApp and e-mail links, shortened with a note', async ({ page, receiver }) => {
    const message = `${'We would like a two-week tour of Kenya and Tanzania with a safari, a beach week and good hotels. '.repeat(40)}END`;
    const form = await openFillAndSend(page, { ...sample, message });
    const alert = failureAlert(page);
    await expect(alert).toBeFocused();
    await expect(alert).toContainText(failureCopy.reasons.rejected);
    await expect(alert).toContainText(failureCopy.trimmed);
    expect(receiver.received).toHaveLength(1);
    await expect(fields(form).message).toHaveValue(message);
    for (const name of [failureCopy.whatsapp, failureCopy.email]) {
      const href = (await alert.getByRole('link', { name }).getAttribute('href'))!;
      expect(href.length).toBeLessThanOrEqual(linkMaxChars);
      const text = decodeURIComponent(href.replace(/^.*?(\?text=|&body=)/, ''));
      expect(text).toContain(sample.name);
      expect(text).toContain('two-week tour of Kenya');
      expect(text).not.toContain('END');
      expect(text).toContain(contactPage.form.enquiry.trimmedNote);
    }
  });
});

test.describe('with the receiver never answering', () => {
  test.use({ receiverMode: 'hang' });

  test('the form gives up after the time limit, keeps every field and offers the other ways', async ({ page, receiver }) => {
    const form = await openFillAndSend(page);
    // The message reached the receiver, which sits on it.
    await expect.poll(() => receiver.received.length).toBe(1);
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(failureAlert(page)).toHaveCount(0);

    await page.clock.fastForward(deliveryTimeoutMs);
    await expectFailureShown(page, 'timeout');
    await expectFieldsAsTyped(form);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

test.describe('sent while the network is down', () => {
  // On the reference phone (issue 40). The browser reports each refused or offline request; the form handles them.
  test.use({
    viewport: PHONE,
    allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|CORS request did not succeed|NetworkError/,
  });

  test('sent offline (network emulation): kept, said so, and delivered once by itself when the network returns', async ({
    page,
    context,
    receiver,
  }) => {
    await openContactWithPausedClock(page);
    await context.setOffline(true);
    await writeAndSend(page);
    await expectQueued(page);
    // axe needs the clock running; offline, the attempts it lets through find no network.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    // Offline for a while: the page keeps trying, the fields stay, nothing arrives.
    await letTimePass(page, retry.maxMs * 2);
    await expect(queuedMessage(page)).toBeVisible();
    expect(receiver.received).toEqual([]);

    await context.setOffline(false);
    await expectDeliveredOnce(page, receiver);
    await expect(contactForm(page).getByRole('button', { name: 'Send Message' })).toBeFocused();
    await letTimePass(page, longAfter);
    expect(receiver.received).toHaveLength(1);
  });

  test.describe('with the receiver down', () => {
    test.use({ receiverMode: 'down' });

    test('never twice: the tab closed first, three tabs offer it back as NOT sent and none sends it by itself; one tap sends it once, the same words tapped in another tab are not sent again, words edited in a third go as a new enquiry @engines', async ({
      page,
      context,
      receiver,
    }) => {
      await openContactWithPausedClock(page);
      await writeAndSend(page);
      await expectQueued(page);
      // Three more tabs, opened meanwhile, find it not sent; then the first is closed.
      const [first, same, edited] = [await context.newPage(), await context.newPage(), await context.newPage()];
      for (const tab of [first, same, edited]) {
        await gotoHydrated(tab, '/contact/');
        await expect(contactForm(tab).getByRole('status')).toHaveText(contactPage.form.unsentRestored);
        await expectFieldsAsTyped(contactForm(tab));
      }
      await page.close();
      await receiver.comeUp();
      // It waits for the visitor: a page that offers it back never sends by itself (the clock is the context's).
      await letTimePass(first, longAfter);
      expect(receiver.received).toEqual([]);

      await contactForm(first).getByRole('button', { name: 'Send Message' }).click();
      await expectDeliveredOnce(first, receiver);
      await first.reload();
      await expect(contactForm(first).getByRole('status')).toHaveCount(0);
      await expect(fields(contactForm(first)).message).toHaveValue('');
      // The visitor taps Send Message on the same enquiry in another tab: it has gone, so it is not sent again.
      await contactForm(same).getByRole('button', { name: 'Send Message' }).click();
      await expectDeliveredOnce(same, receiver);
      await letTimePass(first, longAfter);
      expect(receiver.received).toHaveLength(1);

      // Words edited after another tab sent them are not lost: they go as a new enquiry.
      await fields(contactForm(edited)).message.pressSequentially(' Flexible dates.');
      await contactForm(edited).getByRole('button', { name: 'Send Message' }).click();
      await expect(sentToast(edited)).toBeVisible();
      expect(receiver.received.map((request) => JSON.parse(request.text))).toStrictEqual([
        sample,
        { ...sample, message: `${sample.message} Flexible dates.` },
      ]);
    });
  });
});
