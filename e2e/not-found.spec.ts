import { expect, test } from './fixtures';

// The 404 page, its status, log and link home: flows/routes.spec.ts, in every engine.
test.describe('unknown paths @desktop-only', () => {
  // The 404 page logs the path on purpose, and the browser reports the document's 404 status.
  test.use({ allowConsoleErrors: /404 Error: User attempted to access non-existent route|status of 404/ });

  test('keep the shell: header, footer and WhatsApp button @engines', async ({ page }) => {
    await page.goto('/missing');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  });
});
