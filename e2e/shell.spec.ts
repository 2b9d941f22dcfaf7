import type { Page } from '@playwright/test';
import { site } from '../content/site';
import { expect, gotoHydrated, openMenuIfCollapsed, pages, routes, test } from './fixtures';
import { HYDRATED } from './hydrated';

const expectedWhatsApp = `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.message)}`;

/** The floating WhatsApp button: a prefilled chat in a new tab, in the bottom right corner, its tooltip hidden. */
async function expectWhatsAppButton(page: Page) {
  const button = page.getByRole('link', { name: /WhatsApp/ });
  await expect(button).toHaveAttribute('href', expectedWhatsApp);
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  const tooltip = page.getByRole('tooltip', { includeHidden: true });
  await expect(tooltip).toHaveText('Click to contact us on WhatsApp');
  await expect(tooltip).toBeHidden();
  const box = await button.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width > viewport.width - 40).toBeTruthy();
  expect(box && viewport && box.y + box.height > viewport.height - 40).toBeTruthy();
}

// One page load per page and screen checks the whole shell, in the order a visitor meets it: the
// skip link first (before the page has hydrated), then the floating button, then
// the navigation's mark (behind the menu toggle on a phone, which opening covers the page).
for (const route of pages) {
  test.describe(`shell on ${route.path}`, () => {
    test('has its heading, landmarks, a skip link first in tab order, the WhatsApp button and its route marked', async ({
      page,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();

      // The footer: flows/routes.spec.ts, on every route in every engine.
      await expectWhatsAppButton(page);

      // Only the routes have a navigation item to mark; the footer's pages mark none.
      await page.locator(HYDRATED).waitFor({ state: 'attached' });
      await openMenuIfCollapsed(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      if ('nav' in route)
        await expect(nav.getByRole('link', { name: route.nav, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount('nav' in route ? 1 : 0);
      await expect(nav.getByRole('link', { name: 'Plan Your Journey' })).toHaveAttribute('href', '/contact/');
    });
  });
}

// Hover needs a mouse pointer, so this runs in the desktop project.
test('WhatsApp tooltip shows on hover and on keyboard focus @desktop-only', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('link', { name: /WhatsApp/ });
  const tooltip = page.getByRole('tooltip', { includeHidden: true });
  await button.hover();
  await expect(tooltip).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await expect(tooltip).toBeVisible();
});

test('navigating with the header links reaches every route @engines', async ({ page }) => {
  await gotoHydrated(page, '/');
  for (const route of routes.slice(1)) {
    await openMenuIfCollapsed(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: route.nav, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
  }
});

test('fetches another route only when the visitor points at its link, not because it is on screen @desktop-only', async ({
  page,
}) => {
  const routeData: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) routeData.push(url.pathname);
  });
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(routeData).toEqual([]);

  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true });
  const prefetch = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.searchParams.has('_rsc') && url.pathname.startsWith('/about/');
  });
  await about.hover();
  await prefetch;
  await about.click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Travel Orchard' })).toBeVisible();
});
