import type { Locator, Page } from '@playwright/test';

/** The contact form as a visitor finds it, shared by the contact specs and the journeys. */
export const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a Message' });

// Text boxes by exact name: a failure message's own label ("Your message has not been sent yet") contains "message".
export const formFields = (form: Locator) => ({
  name: form.getByRole('textbox', { name: 'Name', exact: true }),
  email: form.getByRole('textbox', { name: 'Email', exact: true }),
  phone: form.getByRole('textbox', { name: 'Phone (optional)', exact: true }),
  message: form.getByRole('textbox', { name: 'Message', exact: true }),
});
