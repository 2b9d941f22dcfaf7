import type { Locator, Page } from '@playwright/test';
import { clientTuning } from '../../content/client-tuning';
import { contactPage } from '../../content/contact';
import { site } from '../../content/site';
import { contactForm, formFields as fields, openContactWithPausedClock } from '../contact-form';
import { aRendererPerPage } from '../engines/chromium';
import { PHONE } from '../screens';
import { axeViolations, gotoHydrated } from '../fixtures';
import { expect, test, type Receiver } from './receiver';

/**
 * An enquiry sent while the network is down goes by itself, exactly once (issue 40, decision 0061):
 * the form posts to a real HTTP receiver on 127.0.0.1 (receiver.ts), which counts what arrives. The
 * network goes away in two ways: Chromium's network emulation (the browser says it is offline and
 * fires `online` when it returns), and the receiver stopping (the connection is refused, which every
 * engine sees, while `navigator.onLine` stays true, as on a phone with signal but no data). Here,
 * in Chromium, what needs the page's clock: the retries' timing, and nothing sent twice long after.
 * With the receiver stopped, the delivery journey (e2e/journeys/contact-delivery-journey.spec.ts)
 * sees the enquiry go by the backoff alone in every engine, and not-delivered.spec.ts a page
 * reopened before the service returned.
 */
const sample = {
  name: 'Chiamaka Eze',
  email: 'chiamaka@example.com',
  phone: '+234 803 555 0101',
  message: 'Family of four to Dubai for the August school holiday, about ten days. Beach hotel & a desert trip?',
};
const { minFillMs, retry } = clientTuning.contact;
const form = contactPage.form;
const queuedCopy = form.failure.queued;
/** Long enough for every retry the backoff would make: the enquiry can only have gone once by then. */
const longAfter = retry.maxMs * 4;

// On the reference phone (issue 40). The browser reports each refused or offline request; the form handles them.
test.use(aRendererPerPage);
test.use({
  viewport: PHONE,
  allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|CORS request did not succeed|NetworkError/,
});

const queuedMessage = (page: Page) => page.getByRole('alert').filter({ hasText: queuedCopy.title });
const sentToast = (page: Page) => page.getByRole('status').filter({ hasText: form.success.title });

async function fillForm(target: Locator) {
  for (const [name, value] of Object.entries(sample)) await fields(target)[name as keyof typeof sample].fill(value);
}

async function expectFieldsAsTyped(target: Locator) {
  for (const [name, value] of Object.entries(sample))
    await expect(fields(target)[name as keyof typeof sample]).toHaveValue(value);
}

/** Fills the form and sends it as a person does, slower than the minimum fill time. */
async function writeAndSend(page: Page) {
  await fillForm(contactForm(page));
  await page.clock.fastForward(minFillMs);
  await contactForm(page).getByRole('button', { name: form.submit }).click();
}

/** What the page shows while the enquiry waits: every field kept, the message in the page, focused, with WhatsApp now. */
async function expectQueued(page: Page) {
  const message = queuedMessage(page);
  await expect(message).toBeVisible();
  await expect(message).toBeFocused();
  await expect(message).toContainText(queuedCopy.text);
  await expect(message.getByRole('button', { name: queuedCopy.sendNow })).toBeEnabled();
  const whatsapp = (await message.getByRole('link', { name: form.failure.whatsapp }).getAttribute('href'))!;
  expect(whatsapp.startsWith(`https://wa.me/${site.whatsapp.number}?text=`)).toBe(true);
  expect(new URL(whatsapp).searchParams.get('text')).toContain(sample.message);
  await expect(message.getByRole('link', { name: form.failure.email })).toHaveAttribute('href', /^mailto:/);
  await expectFieldsAsTyped(contactForm(page));
  await expect(sentToast(page)).toHaveCount(0);
}

/** The usual confirmation, the fields cleared, and exactly one enquiry of exactly the four fields at the receiver. */
async function expectDeliveredOnce(page: Page, receiver: Receiver) {
  await expect(sentToast(page)).toHaveText(`${form.success.title} ${form.success.text}`);
  await expect(queuedMessage(page)).toHaveCount(0);
  for (const field of Object.values(fields(contactForm(page)))) await expect(field).toHaveValue('');
  expect(receiver.received.map((request) => JSON.parse(request.text))).toStrictEqual([sample]);
}

/** Runs every timer the page would run in the next `ms`, as time passing would. */
async function letTimePass(page: Page, ms: number) {
  for (let passed = 0; passed < ms; passed += retry.maxMs) await page.clock.fastForward(retry.maxMs);
}

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
  await expect(contactForm(page).getByRole('button', { name: form.submit })).toBeFocused();
  await letTimePass(page, longAfter);
  expect(receiver.received).toHaveLength(1);
});

test.describe('with the receiver down', () => {
  test.use({ receiverMode: 'down' });

  test('the tab closed first: the next visit says plainly it was NOT sent, and one tap sends it once', async ({
    page,
    context,
    receiver,
  }) => {
    await openContactWithPausedClock(page);
    await writeAndSend(page);
    await expectQueued(page);
    await page.close();

    await receiver.comeUp();
    const later = await context.newPage();
    await later.clock.install();
    await gotoHydrated(later, '/contact/');
    const laterForm = contactForm(later);
    await expect(laterForm.getByRole('status')).toHaveText(form.unsentRestored);
    await expectFieldsAsTyped(laterForm);
    // It waits for the visitor: a new visit never sends by itself.
    await letTimePass(later, longAfter);
    expect(receiver.received).toEqual([]);

    await laterForm.getByRole('button', { name: form.submit }).click();
    await expectDeliveredOnce(later, receiver);
    await later.reload();
    await expect(laterForm.getByRole('button', { name: form.submit })).toBeEnabled();
    await expect(laterForm.getByRole('status')).toHaveCount(0);
    await expect(fields(laterForm).message).toHaveValue('');
    expect(receiver.received).toHaveLength(1);
  });

  test('never twice: two more tabs hold the same enquiry, which arrives once; words edited in one of them go as a new enquiry @engines', async ({
    page,
    context,
    receiver,
  }) => {
    await openContactWithPausedClock(page);
    await writeAndSend(page);
    await expectQueued(page);
    // Two more tabs, opened meanwhile, find it not sent.
    const [same, edited] = [await context.newPage(), await context.newPage()];
    for (const tab of [same, edited]) {
      await gotoHydrated(tab, '/contact/');
      await expect(contactForm(tab).getByRole('status')).toHaveText(form.unsentRestored);
    }
    // The service comes back and the first tab sends it by itself, once.
    await receiver.comeUp();
    await page.clock.fastForward(retry.firstMs);
    await expectDeliveredOnce(page, receiver);

    // The visitor taps Send Message on the same enquiry in another tab: it has gone, so it is not sent again.
    await contactForm(same).getByRole('button', { name: form.submit }).click();
    await expectDeliveredOnce(same, receiver);
    await same.reload();
    await expect(contactForm(same).getByRole('status')).toHaveCount(0);
    await letTimePass(page, longAfter);
    expect(receiver.received).toHaveLength(1);

    // Words edited after the first tab sent them are not lost: they go as a new enquiry.
    await fields(contactForm(edited)).message.pressSequentially(' Flexible dates.');
    await contactForm(edited).getByRole('button', { name: form.submit }).click();
    await expect(sentToast(edited)).toBeVisible();
    expect(receiver.received.map((request) => JSON.parse(request.text))).toStrictEqual([
      sample,
      { ...sample, message: `${sample.message} Flexible dates.` },
    ]);
  });
});
