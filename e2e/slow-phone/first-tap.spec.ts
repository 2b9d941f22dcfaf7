import type { Dialog, Page } from '@playwright/test';
import { blog } from '../../content/blog';
import { servicesPage } from '../../content/services';
import { shellCopy } from '../../content/shell';
import { site } from '../../content/site';
import { expandedToAssistiveTech } from '../accessibility-tree';
import { expect, test } from '../fixtures';
import { zanzibar, zanzibarTrip } from '../site-data';
import { hydrated, openEarly } from './slow-phone';

/**
 * The reference visitor (a mid-range phone on slow 4G, throttled for real) taps a control once,
 * right after the HTML has been parsed and before the page's code has hydrated it, then waits.
 * Whatever the control does must happen, exactly once: a tap on a control whose handler is not
 * there yet is either served natively or captured and replayed (docs/architecture.md, "Early actions"; decision 0002).
 * An enquiry typed and sent that early goes to a real receiver: contact-endpoint/contact-delivery.spec.ts.
 */

/**
 * The menu is the layout's, and its early tap is the head script's (lib/early-actions.ts), the same on
 * every page: the pages whose own code is heaviest to hydrate (Home, Contact with its form and map,
 * a post), and the 404 page, which Next renders apart.
 */
const everyKindOfPage = ['/', '/contact/', '/blog/hiking-in-the-alps/', '/no-such-page/'];

// Hydration takes seconds on the reference phone.
test.describe.configure({ timeout: 90_000 });

const afterHydration = { timeout: 45_000 };

async function waitForHydration(page: Page) {
  await expect(hydrated(page)).toHaveCount(1, afterHydration);
}

for (const path of everyKindOfPage) {
  test.describe(path, () => {
    // The not-found page logs the missing address on purpose (components/layout/NotFoundLogger.tsx).
    if (path === '/no-such-page/')
      test.use({ allowConsoleErrors: /404 Error: User attempted to access non-existent route|status of 404/ });
    test(`the menu opens on the first tap on ${path}`, async ({ page }) => {
      const { startScripts, releasePhotos } = await openEarly(page, path);
      const toggle = page.getByRole('button', { name: shellCopy.menuToggle });
      await toggle.tap();
      const menu = page.getByRole('navigation', { name: shellCopy.mainNavLabel });
      const expanded = () => expandedToAssistiveTech(page, shellCopy.menuToggle);
      await expect(menu.getByRole('link', { name: 'Services' })).toBeVisible();
      await expect.poll(expanded, { message: 'a screen reader hears the menu open' }).toBe(true);

      await startScripts();
      // Hydration must neither shut it again nor lose what it shows.
      await waitForHydration(page);
      await expect(menu.getByRole('link', { name: 'Services' })).toBeVisible();
      await expect.poll(expanded).toBe(true);
      // ...and the menu is still the same toggle afterwards: one more tap closes it.
      await toggle.tap();
      await expect(menu.getByRole('link', { name: 'Services' })).toBeHidden();
      await expect.poll(expanded).toBe(false);
      await releasePhotos();
    });
  });
}

test('copy link copies on the first tap, once', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { startScripts, releasePhotos } = await openEarly(page, '/blog/hiking-in-the-alps/');
  const share = page.getByRole('region', { name: blog.share.title });
  const button = share.getByRole('button', { name: blog.share.copy });
  await button.tap();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await startScripts();
  await waitForHydration(page);
  await expect(share.getByRole('status')).toHaveText(blog.share.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/blog/hiking-in-the-alps/`);
  await releasePhotos();
});

test('the company profile button answers the first tap, once', async ({ page }) => {
  const dialogs: Dialog[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog);
    void dialog.accept();
  });
  const { startScripts, releasePhotos } = await openEarly(page, '/services/');
  const button = page.getByRole('button', { name: servicesPage.companyProfile.buttonLabel });
  await button.tap();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  expect(dialogs).toEqual([]);
  await startScripts();
  await waitForHydration(page);
  await expect.poll(() => dialogs.map((dialog) => dialog.message())).toEqual([servicesPage.companyProfile.demoAlert]);
  await expect(button).not.toHaveAttribute('aria-busy');
  // A second tap, now handled by React, shows it a second time (no queued copy is left to replay).
  await button.tap();
  await expect.poll(() => dialogs.length).toBe(2);
  await releasePhotos();
});

test('a search typed before the page is interactive is searched once it is', async ({ page }) => {
  const { startScripts, releasePhotos } = await openEarly(page, '/blog/');
  await page.getByRole('searchbox', { name: blog.search.label }).fill('zanzibar');
  await startScripts();
  await waitForHydration(page);
  const results = page.getByRole('list', { name: blog.search.resultsLabel }).getByRole('heading', { level: 2 });
  // The post and the trip it names.
  await expect(results).toHaveText([zanzibar.title, zanzibarTrip.title], afterHydration);
  await releasePhotos();
});

test('the search button before the page is interactive opens the search page with results', async ({ page }) => {
  const { startScripts, releasePhotos } = await openEarly(page, '/blog/');
  await page.getByRole('searchbox', { name: blog.search.label }).fill('alps');
  await page.getByRole('button', { name: blog.search.submit, exact: true }).tap();
  await expect(page).toHaveURL(/\/blog\/search\/\?q=alps$/);
  await startScripts();
  const results = page.getByRole('list', { name: blog.search.resultsLabel }).getByRole('heading', { level: 2 });
  await expect(results).toHaveText(["Hiking in the Alps: A First-Timer's Guide"], afterHydration);
  await releasePhotos();
});
