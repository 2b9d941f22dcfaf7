import { expect, test } from './fixtures';

test.describe('unknown paths @desktop-only', () => {
  // The 404 page logs the path on purpose, and the browser reports the document's 404 status.
  test.use({ allowConsoleErrors: /404 Error: User attempted to access non-existent route|status of 404/ });

  test('get the 404 page with status 404, a link home and a console log of the path', async ({ page }) => {
    const logged = page.waitForEvent('console', (message) => message.text().includes('non-existent route'));
    const response = await page.goto('/no/such/page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeVisible();
    const message = await logged;
    expect(message.type()).toBe('error');
    expect(message.text()).toContain('/no/such/page/');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Curating Seamless');
  });

  test('keep the shell: header, footer and WhatsApp button @engines', async ({ page }) => {
    await page.goto('/missing');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  });
});
