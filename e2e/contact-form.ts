import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated } from './fixtures';

/** The contact form as a visitor finds it, shared by the contact specs and the journeys. */
export const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a Message' });

// Text boxes by exact name: a failure message's own label ("Your message has not been sent yet") contains "message".
export const formFields = (form: Locator) => ({
  name: form.getByRole('textbox', { name: 'Name', exact: true }),
  email: form.getByRole('textbox', { name: 'Email', exact: true }),
  phone: form.getByRole('textbox', { name: 'Phone (optional)', exact: true }),
  message: form.getByRole('textbox', { name: 'Message', exact: true }),
});

/**
 * Opens /contact and turns to the form, whose code (delivery, drafts, toasts, the spam trap) then
 * loads; then stops the page's clock. From then on its timers (the submit delay, toast durations, the
 * offline retries) advance only when the test moves the clock (or the network returns), so the test
 * knows which attempt is on its way, and a jump of the clock never lands in the middle of one. The
 * form's code must be in before the clock stops: on a busy machine it could otherwise arrive after the
 * test has run the clock past the submit delay, and schedule that delay on a clock nobody moves again.
 */
export async function openContactWithPausedClock(page: Page) {
  await page.clock.install();
  await gotoHydrated(page, '/contact/');
  await formFields(contactForm(page)).name.focus();
  await expect(contactForm(page).locator('input[name="reference_code"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}
