import { expect, gotoHydrated, test } from './fixtures';

test.describe('small-screen menu @mobile-only', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/about/');
  });

  test('is collapsed at first and opens with the toggle', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    // No aria-expanded in the markup (the HTML standard forbids it beside popovertarget).
    await expect(toggle).not.toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Services' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Plan Your Journey' })).toBeVisible();
  });

  test('closes when a link is chosen', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toBeHidden();
  });

  test('closes on Escape and returns focus to the toggle', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('closes when the viewport grows to desktop', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(toggle).toBeHidden();
    // The browser reports a media query change at its next rendering step, not at the resize; on a
    // busy machine the viewport could shrink back before that step came, and then nothing changed.
    // So the menu is first seen closed at desktop width, where the toggle is hidden from the page.
    await expect(page.getByRole('button', { name: 'Menu', includeHidden: true })).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toBeHidden();
  });
});
