import type { Locator, Page, Request } from '@playwright/test';
import { contactPage } from '../content/contact';
import { site } from '../content/site';
import { clientTuning } from '../content/client-tuning';
import { mapsAppUrl, osmEmbedUrl } from '../lib/map';
import { tripEnquiryLine } from '../lib/trip-enquiry';
import { contactForm, formFields as fields, openContactWithPausedClock } from './contact-form';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';
import { alps, zanzibarTrip } from './site-data';
import { enquiry } from './visitor/steps';

const successText = "Message Sent! Thank you for contacting us. We'll get back to you within 24 hours.";

async function fillForm(form: Locator, values = enquiry) {
  const { name, email, phone, message } = fields(form);
  await name.fill(values.name);
  await email.fill(values.email);
  await phone.fill(values.phone);
  await message.fill(values.message);
}

/** Clicks Send Message, then moves the pointer away so it never rests on (and pauses) a toast. */
async function submit(page: Page) {
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await page.mouse.move(0, 0);
}

const toasts = (page: Page) => page.getByRole('status');

/** The form's own code (drafts, delivery, the spam trap) loads once the visitor turns to it. */
async function turnToForm(page: Page) {
  await fields(contactForm(page)).name.focus();
  await expect(contactForm(page).locator('input[name="reference_code"]')).toBeAttached();
}

/**
 * Runs axe over the toast on screen: hovering keeps it open, and axe needs the clock running. Only
 * the toast follows the system theme; the rest of the page is checked by accessibility.spec.ts.
 * Judging the toast alone keeps the test well inside its time on a busy machine, where a
 * whole-page run (with the map's frame) can take a third of it.
 */
async function checkToastWithAxe(page: Page, toastCard: Locator) {
  await toastCard.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  await toastCard.hover();
  await page.clock.resume();
  expect(await axeViolations(page, toastCard)).toEqual([]);
  await expect(toastCard).toBeVisible();
}

test.describe('contact page', () => {
  test('has the Contact Us hero, the form with its four labelled fields (no trip, no trip fields), the four info cards from the site facts and the closing call to act @desktop-only', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('heading', { level: 2, name: 'Send us a Message' })).toBeVisible();
    const form = contactForm(page);
    const { name, email, phone, message } = fields(form);
    await expect(name).toHaveAttribute('required', '');
    await expect(name).toBeVisible();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).not.toHaveAttribute('required');
    await expect(message).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(message).toHaveAttribute('rows', '6');
    await expect(message).toHaveAttribute('required', '');
    await expect(message).toHaveAttribute('placeholder', /travel plans.*destinations.*dates.*requirements/);
    // Without ?trip=, no trip's fields once the form's own code is in; the spam trap is hidden from
    // people and assistive technology alike: four fields a visitor can reach.
    await turnToForm(page);
    await page.waitForLoadState('networkidle');
    await expect(form.getByRole('group')).toHaveCount(0);
    await expect(form.getByRole('textbox')).toHaveCount(4);
    await expect(form.getByRole('combobox')).toHaveCount(0);
    await expect(form.getByRole('spinbutton')).toHaveCount(0);

    // Get in Touch: the four info cards from the site facts.
    const cards = page.getByRole('list', { name: 'Get in Touch' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Phone', 'Email', 'Office', 'Business Hours']);
    await expect(cards.nth(0).getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+2348000000000');
    await expect(cards.nth(1).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(cards.nth(2)).toContainText('Maryland, Lagos, Nigeria');
    await expect(cards.nth(3)).toContainText('Mon-Fri 9am-6pm');
    for (const [index, card] of contactPage.info.cards.entries()) await expect(cards.nth(index)).toContainText(card.description);

    // It closes with Ready to Start Your Journey?, Call Us Now and Send Email.
    const banner = page.getByRole('region', { name: 'Ready to Start Your Journey?' });
    await expect(banner.getByRole('link', { name: 'Call Us Now' })).toHaveAttribute('href', 'tel:+2348000000000');
    await expect(banner.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  // The toast announced politely, the button back and the fields cleared: flows/visitor-flows.spec.ts
  // "the contact form sends…" (every engine). Here, on the page's own clock: the whole delay, to the millisecond.
  test('sending: Sending... on a disabled button for the whole delay, then a toast, and nothing sent but the network check @desktop-only', async ({
    page,
  }) => {
    await openContactWithPausedClock(page);
    const form = contactForm(page);
    await fillForm(form);
    const requests: Request[] = [];
    // The page's own requests: the map below the form may load into its frame as the page scrolls.
    page.on('request', (request) => {
      if (request.frame() === page.mainFrame()) requests.push(request);
    });

    await submit(page);
    const sending = form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    await page.clock.runFor(clientTuning.submitDelayMs - 1);
    await expect(sending).toBeDisabled();
    await expect(toasts(page)).toHaveCount(0);
    await expect(fields(form).message).toHaveValue(enquiry.message);

    await page.clock.runFor(1);
    const toast = toasts(page).filter({ hasText: 'Message Sent!' });
    await expect(toast).toHaveText(successText);

    // Only the check that the network is there (decision 0061): a HEAD of the page itself, no message.
    expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([`HEAD ${page.url()}`]);
  });

  test('a toast shows at the bottom right, clear of the WhatsApp button, for 4000 ms @engines', async ({ page }) => {
    await openContactWithPausedClock(page);
    await fillForm(contactForm(page));
    await submit(page);
    await page.clock.runFor(clientTuning.submitDelayMs);
    const toast = toasts(page).filter({ hasText: 'Message Sent!' });
    await expect(toast).toBeVisible();

    // Measure the toast's card (the status message sits inside it) once it has slid in.
    const card = toast.locator('..');
    await card.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const viewport = page.viewportSize()!;
    const box = (await card.boundingBox())!;
    const whatsapp = (await page.getByRole('link', { name: /WhatsApp/ }).boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(whatsapp.y);

    await page.clock.runFor(clientTuning.toast.durationMs - 100);
    await expect(toast).toBeVisible();
    // Step the clock so the page can schedule the removal after the dismissal, as real time would.
    let elapsed = clientTuning.toast.durationMs - 100;
    while ((await toast.count()) > 0 && elapsed < clientTuning.toast.durationMs + 2000) {
      await page.clock.runFor(100);
      elapsed += 100;
    }
    await expect(toast).toHaveCount(0);
    // Gone after its 4000 ms plus the short exit (fade-out and removal), not before.
    expect(elapsed).toBeGreaterThanOrEqual(clientTuning.toast.durationMs);
    expect(elapsed).toBeLessThanOrEqual(clientTuning.toast.durationMs + 800);
  });

  // One page for the browser's own validation and the toasts' limit (a Firefox page load costs
  // more than these checks): what the browser stops sends nothing, then four sends.
  test('the browser stops an empty form and an invalid e-mail address (no Sending..., no toast, the text kept); then at most three toasts show at once, a fourth dismissing the oldest @desktop-only @engines', async ({
    page,
  }) => {
    await openContactWithPausedClock(page);
    const form = contactForm(page);
    const { name, email, message } = fields(form);
    await test.step('an empty form', async () => {
      await submit(page);
      expect(await name.evaluate((input) => input.matches(':invalid'))).toBe(true);
      await expect(name).toBeFocused();
      await page.clock.runFor(clientTuning.submitDelayMs * 2);
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      await expect(toasts(page)).toHaveCount(0);
    });

    await test.step('an invalid e-mail address', async () => {
      await fillForm(form, { ...enquiry, email: 'chiamaka-at-example' });
      await submit(page);
      expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
      await expect(email).toBeFocused();
      await page.clock.runFor(clientTuning.submitDelayMs * 2);
      await expect(toasts(page)).toHaveCount(0);
      await expect(message).toHaveValue(enquiry.message);
    });

    await test.step('four sends, three toasts', async () => {
      for (let sent = 1; sent <= 4; sent++) {
        await fillForm(form);
        await submit(page);
        await page.clock.runFor(clientTuning.submitDelayMs);
        await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
        if (sent < 4) await expect(toasts(page)).toHaveCount(sent);
      }
      // The first toast would live until 5000 ms; at about 4600 ms only the newest three remain.
      await page.clock.runFor(600);
      await expect(toasts(page)).toHaveCount(clientTuning.toast.maxVisible);
      await expect(toasts(page)).toHaveText([successText, successText, successText]);
    });
  });

  test('Find Us loads its OpenStreetMap of the office only as the visitor nears it, and links to a maps app', async ({
    page,
  }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('openstreetmap.org')) mapRequests.push(request.url());
    });
    await gotoHydrated(page, '/contact/');
    await page.waitForLoadState('networkidle');
    const section = page.getByRole('region', { name: 'Find Us' });
    const frame = section.locator('iframe');
    await expect(frame).toHaveAttribute('title', contactPage.map.frameTitle);
    expect(mapRequests).toEqual([]);
    await expect(frame).not.toHaveAttribute('src', /./);

    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', osmEmbedUrl(site.geo));
    await expect(page.frameLocator(`iframe[title="${contactPage.map.frameTitle}"]`).getByText('Map')).toBeVisible();
    expect(mapRequests).toEqual([osmEmbedUrl(site.geo)]);

    const link = section.getByRole('link', { name: /Open in Google Maps/ });
    await expect(link).toHaveAttribute('href', mapsAppUrl(site.geo));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

/**
 * What `?about=` (a post) and `?trip=` may do to the form: start the message with the known post's or
 * trip's line, and nothing else. One page, each value a step (a fresh page per value cost more than
 * its checks); the lines themselves and the lookup's rules are lib/contact-prefill.test.ts's.
 */
test('a ?about= or ?trip= value prefills the message only when it names a known post or trip; a crafted, unknown, very long or empty one is never shown, run or prefilled @desktop-only', async ({
  page,
}) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/enquiries.json') lookups.push(request.url());
  });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  // Looked up only when it could be a slug: not when very long or empty.
  for (const [param, value, prefill, lookedUp] of [
    ['about', '<img src=x onerror="window.__pwned=1">', '', true],
    ['about', '<script>window.__pwned=1</script>', '', true],
    ['about', `${alps.slug}"><b>bold</b>`, '', true],
    ['about', 'Call 0800 000 0000 for cheap flights', '', true],
    ['about', 'a'.repeat(5000), '', false],
    ['about', '', '', false],
    ['trip', zanzibarTrip.slug, `${tripEnquiryLine(zanzibarTrip.trip)}\n`, true],
    ['trip', '<img src=x onerror=alert(1)>', '', true],
    ['trip', '__proto__', '', true],
    ['trip', 'constructor', '', true],
    ['trip', 'no-such-trip', '', true],
  ] as const) {
    await test.step(`?${param}=${value.slice(0, 40)}`, async () => {
      const before = lookups.length;
      const lookup = lookedUp && page.waitForResponse((response) => new URL(response.url()).pathname === '/enquiries.json');
      await gotoHydrated(page, `/contact/?${param}=${encodeURIComponent(value)}`);
      if (lookup) expect((await lookup).status(), 'the form looks the value up').toBe(200);
      await page.waitForLoadState('networkidle');
      if (!lookedUp) expect(lookups.length, 'not even looked up').toBe(before);
      await expect(fields(contactForm(page)).message).toHaveValue(prefill);
      await expect(page.locator('main img[src="x"], main b, main script:not([type])')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      if (value && !prefill) {
        expect(await page.locator('body').innerText()).not.toContain(value);
        expect(await page.title()).not.toContain(value);
      }
    });
  }
  expect(alerts).toEqual([]);
});

/** The toast's colours in each system theme; the rest of the page keeps its own. */
const toastColours = {
  dark: { background: 'rgb(31, 42, 37)', text: 'rgb(242, 245, 243)' },
  light: { background: 'rgb(255, 255, 255)', text: 'rgb(28, 35, 33)' },
} as const;

// The toast's place at each width: 'a toast shows at the bottom right…'; its colours do not depend on it.
// One toast, the system theme switched under it.
test('contact toasts follow the system theme, dark and light @desktop-only', async ({ page }) => {
  await openContactWithPausedClock(page);
  await fillForm(contactForm(page));
  await submit(page);
  await page.clock.runFor(clientTuning.submitDelayMs);
  const bar = toasts(page).filter({ hasText: 'Message Sent!' }).locator('..');
  for (const [theme, colours] of Object.entries(toastColours)) {
    await test.step(theme, async () => {
      await page.emulateMedia({ colorScheme: theme as keyof typeof toastColours });
      await expect(bar).toHaveCSS('background-color', colours.background);
      await expect(bar).toHaveCSS('color', colours.text);
      await checkToastWithAxe(page, bar);
    });
  }
});

test.describe('contact page offline, in the simulation @desktop-only', () => {
  // The browser reports the network check it could not make.
  test.use({ allowConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

  test('the simulation never says Message Sent! offline: it keeps the message, says it goes when the connection returns, and then does', async ({
    page,
    context,
  }) => {
    const queued = contactPage.form.failure.queued;
    await page.clock.install();
    await gotoHydrated(page, '/contact/');
    await turnToForm(page);
    await page.waitForLoadState('networkidle');
    const form = contactForm(page);
    await fillForm(form);

    await context.setOffline(true);
    await submit(page);
    const message = page.getByRole('alert').filter({ hasText: queued.title });
    await expect(message).toBeFocused();
    await expect(message).toContainText(queued.text);
    // Past the simulated delay and a retry: still not sent, every field kept.
    await page.clock.fastForward(clientTuning.contact.retry.firstMs + clientTuning.submitDelayMs);
    await expect(message).toBeVisible();
    await expect(toasts(page).filter({ hasText: 'Message Sent!' })).toHaveCount(0);
    for (const [name, value] of Object.entries(enquiry))
      await expect(fields(form)[name as keyof typeof enquiry]).toHaveValue(value);

    await context.setOffline(false);
    await expect(toasts(page).filter({ hasText: 'Message Sent!' })).toHaveText(successText);
    await expect(message).toHaveCount(0);
    for (const field of Object.values(fields(form))) await expect(field).toHaveValue('');
  });
});

test.describe('contact page without JavaScript @desktop-only', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the form, which falls back to an e-mail rather than a URL, and the map of the office (the info cards: resilience.spec.ts, cards-shown.spec.ts)', async ({
    page,
  }) => {
    await page.goto('/contact/');
    const form = contactForm(page);
    await expect(fields(form).message).toBeVisible();
    // A GET submit would put the visitor's message in the address bar and the CDN's logs.
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', /^mailto:info@travelorchard\.example\?subject=/);

    // The map of the office shows without a script to load it.
    const frame = page.getByRole('region', { name: 'Find Us' }).locator('iframe:visible');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', osmEmbedUrl(site.geo));
    await frame.scrollIntoViewIfNeeded();
    await expect(page.frameLocator(`iframe[title="${contactPage.map.frameTitle}"]:visible`).getByText('Map')).toBeVisible();
  });
});

/**
 * The form opened for a trip (/contact/?trip=<slug>, "Enquire about this trip"): the trip's own
 * fields, only then. Run on both screens (the desktop and the phone projects): two widths. The
 * build is dated 28 November 2026 (e2e/build-dates.ts), the day after the Umrah departure of 8
 * January 2027 stopped taking bookings (its balance fell due on 27 November).
 */
test.describe('contact page opened for a trip', () => {
  const tripCopy = contactPage.form.trip;
  const umrahGroup = (page: Page) => contactForm(page).getByRole('group', { name: 'Your trip: Umrah Packages from Lagos' });

  test('adds the departure (open ones only, or flexible), the adults and the children with their ages; axe finds nothing; sent by keyboard alone', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact/?trip=umrah-packages');
    const group = umrahGroup(page);
    await expect(group).toBeVisible();
    await expect(group.getByRole('list', { name: tripCopy.termsLabel })).toContainText('50% deposit to book');
    const departure = group.getByRole('combobox', { name: tripCopy.departure });
    await expect(departure.getByRole('option')).toHaveText(['Choose a departure', '22 January 2027', tripCopy.flexible]);
    await expect(group.getByRole('spinbutton', { name: tripCopy.adults })).toHaveValue('');
    await expect(group.getByRole('spinbutton', { name: tripCopy.adults })).toHaveAttribute('required', '');
    await expect(group.getByRole('spinbutton', { name: tripCopy.children })).toHaveValue('');
    await expect(group.getByRole('spinbutton', { name: 'Age of child 1' })).toHaveCount(0);
    expect(await axeViolations(page, contactForm(page))).toEqual([]);

    // By keyboard alone, from the first field to Send Message (text goes in as a keyboard's input does).
    const form = contactForm(page);
    await fields(form).name.focus();
    await page.keyboard.insertText(enquiry.name);
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(enquiry.email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(departure).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(departure).toHaveValue('22 January 2027');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1');
    const age = group.getByRole('spinbutton', { name: 'Age of child 1' });
    await expect(age).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(age).toBeFocused();
    await page.keyboard.type('7');
    // With a child's age field on screen, the form is still clean for axe.
    expect(await axeViolations(page, contactForm(page))).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(fields(form).message).toBeFocused();
    await page.keyboard.insertText(' Two adults and our daughter.');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toasts(page).filter({ hasText: 'Message Sent!' })).toHaveText(successText);
    // Cleared for the next enquiry: the trip's fields too.
    await expect(departure).toHaveValue('');
    await expect(group.getByRole('spinbutton', { name: tripCopy.adults })).toHaveValue('');
    await expect(age).toHaveCount(0);
  });

  test('a draft keeps the trip it was about, on /contact/ without one @desktop-only', async ({ page }) => {
    await gotoHydrated(page, '/contact/?trip=umrah-packages');
    const group = umrahGroup(page);
    await group.getByRole('combobox', { name: tripCopy.departure }).selectOption('22 January 2027');
    await group.getByRole('spinbutton', { name: tripCopy.adults }).fill('2');
    await group.getByRole('spinbutton', { name: tripCopy.children }).fill('1');
    await group.getByRole('spinbutton', { name: 'Age of child 1' }).fill('7');
    await fields(contactForm(page)).name.fill(enquiry.name);
    // Kept on the device as the visitor types, with the trip and what was chosen for it.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('travel-orchard:contact-draft') ?? ''))
      .toMatch(/"slug":"umrah-packages".*"ages":\["7"\]/);

    await gotoHydrated(page, '/contact/');
    await expect(contactForm(page).getByRole('status')).toHaveText(contactPage.form.draftRestored);
    await expect(fields(contactForm(page)).name).toHaveValue(enquiry.name);
    await expect(group.getByRole('combobox', { name: tripCopy.departure })).toHaveValue('22 January 2027');
    await expect(group.getByRole('spinbutton', { name: tripCopy.adults })).toHaveValue('2');
    await expect(group.getByRole('spinbutton', { name: 'Age of child 1' })).toHaveValue('7');
  });
});
