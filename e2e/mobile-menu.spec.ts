import { expandedToAssistiveTech } from './accessibility-tree';
import { expect, gotoHydrated, test } from './fixtures';

// Opening, a chosen link and Escape: flows/visitor-flows.spec.ts, in every engine. Here what needs a
// window that changes size.

test.describe('small-screen menu @mobile-only', () => {
  test('closes when the viewport grows to desktop', async ({ page }) => {
    await gotoHydrated(page, '/about/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('[popover]:popover-open');
    await toggle.click();
    await expect(menu).toHaveCount(1);
    // What a screen reader hears: the browser's own state for the popover's invoker (no aria-expanded).
    await expect.poll(() => expandedToAssistiveTech(page, 'Menu')).toBe(true);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(toggle).toBeHidden();
    // The browser reports a media query change at its next rendering step, not at the resize; on a
    // busy machine the viewport could shrink back before that step came, and then nothing changed.
    // So the menu is first seen closed at desktop width, where the toggle is hidden from the page.
    await expect(menu).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => expandedToAssistiveTech(page, 'Menu')).toBe(false);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toBeHidden();
    await expect(toggle).not.toHaveAttribute('aria-expanded');
  });
});
