import { clientTuning } from '../content/client-tuning';
import { contactPage } from '../content/contact';
import { privacyPage } from '../content/privacy';
import { site } from '../content/site';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * The privacy notice. What every page gets (axe, no-JS, links, metadata, footer) comes from the
 * pages table in fixtures.ts; this file checks what only this page says. The build these tests
 * run against has no contact endpoint, so the notice must say the form sends nothing; the
 * endpoint build's suite checks that it names the service instead.
 */
test.describe('privacy notice', () => {
  test('covers the form, where it goes, how long, the draft, third parties, rights and how to reach us @desktop-only', async ({
    page,
  }) => {
    await page.goto('/privacy/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
    await expect(page).toHaveTitle(`Privacy Notice | ${site.name}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'What the contact form collects, and why',
      'Where your message goes',
      'How long we keep it',
      'The draft kept on your device',
      'Other companies a visit involves',
      'Your rights',
      'How to contact us about your data',
    ]);
    await expect(main.locator('time')).toHaveAttribute('datetime', privacyPage.updated.date);

    const section = (name: string) => main.getByRole('region', { name });
    const collected = section('What the contact form collects, and why').getByRole('listitem');
    await expect(collected).toHaveCount(4);
    for (const field of ['name', 'e-mail address', 'phone number', 'message'])
      await expect(collected.filter({ hasText: field })).toHaveCount(1);
    await expect(section('Where your message goes')).toContainText(privacyPage.destination.none);
    await expect(section('How long we keep it')).toContainText('12 months');
    const draft = section('The draft kept on your device');
    await expect(draft).toContainText('stays on your device');
    await expect(draft).toContainText(`more than ${clientTuning.contact.draftMaxAgeDays} days old`);
    const thirdParties = section('Other companies a visit involves').getByRole('listitem');
    await expect(thirdParties.filter({ hasText: 'Unsplash (images.unsplash.com)' })).toHaveCount(1);
    await expect(thirdParties.filter({ hasText: 'OpenStreetMap' })).toHaveCount(1);
    const rights = section('Your rights');
    await expect(rights).toContainText('Nigeria Data Protection Act 2023');
    await expect(rights).toContainText('Nigeria Data Protection Commission (NDPC)');
    await expect(rights).toContainText('General Data Protection Regulation (GDPR)');
    const contact = section('How to contact us about your data');
    await expect(contact.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(contact.getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+2348000000000');
  });

  // From the footer of every page: flows/routes.spec.ts (every engine).
  test("is linked next to the contact form's submit button", async ({ page }) => {
    await gotoHydrated(page, '/contact/');
    const form = page.getByRole('form', { name: 'Send us a Message' });
    const link = form.getByRole('link', { name: contactPage.form.privacy.link });
    await expect(link).toHaveAttribute('href', '/privacy/');
    await expect(form.getByText(contactPage.form.privacy.text)).toBeVisible();
    // Beside the button on a wide screen, right under it on a phone: never far from it.
    const button = (await form.getByRole('button', { name: 'Send Message' }).boundingBox())!;
    const note = (await link.boundingBox())!;
    expect(Math.abs(note.y - button.y)).toBeLessThan(button.height + 60);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  });
});
