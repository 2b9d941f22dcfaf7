import { expect, gotoHydrated, test } from './fixtures';

// Every page's shell (heading, landmarks, skip link, footer, WhatsApp button, the route marked):
// flows/routes.spec.ts, in every engine; the header's links followed through the menu at 375 px:
// journeys/menu-journeys.spec.ts and contact-delivery-journey.spec.ts (every engine), and as plain
// links at both widths: resilience.spec.ts. Here what only Chromium's pointer and network show.

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
