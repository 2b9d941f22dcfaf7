import type { Page } from '@playwright/test';
import { offlineSearch } from '../../content/offline';
import { blog } from '../../content/blog';
import { tripsCopy } from '../../content/trips';
import { zanzibarTrip } from '../site-data';
import { axeViolations } from '../fixtures';
import { expect, expectOfflinePage, OFFLINE_REPORTS, savedPages, tapNav, test, workerKeepsThisPage } from './offline';

/**
 * A visit that survives the network (issue 40, docs/decisions/0060), on a 375 px phone: the
 * visitor opens the site, taps through it, loses the network and goes on. The network goes two
 * ways: Chromium's emulation (`context.setOffline`, what DevTools' "Offline" does), and, in every
 * engine, the server really stopped (connection refused). Each test serves the site itself
 * (e2e/offline/offline.ts), so it can stop it, and start it again with another deploy.
 */

const OUT = 'out';
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: blog.search.label });

test.describe('with the network emulated offline (Chromium)', () => {
  test.use({ allowConsoleErrors: OFFLINE_REPORTS });

  test('a page not seen shows the offline page, with the phone, WhatsApp and the pages this device can open, which reopen by tap, reload and address', async ({
    page,
    context,
    server,
  }) => {
    await server.start(OUT);
    await page.goto(`${server.origin}/`);
    await workerKeepsThisPage(page);
    // A trip seen: tapped from Home's Featured Trips, and kept (its payload) like every page.
    await page.getByRole('list', { name: tripsCopy.featured.title }).getByRole('link', { name: zanzibarTrip.title }).click();
    await expect(heading(page, zanzibarTrip.title)).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          async (path) => (await caches.match(path, { ignoreVary: true })) !== undefined,
          `${zanzibarTrip.path}index.txt`,
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    await tapNav(page, 'About');
    await expectOfflinePage(page);
    await expect(savedPages(page).getByRole('link', { name: /Travel Orchard/ })).toHaveAttribute('href', '/');
    const tripSeen = savedPages(page).getByRole('link', { name: new RegExp(`^${zanzibarTrip.title}`) });
    await expect(tripSeen).toHaveAttribute('href', zanzibarTrip.path);
    expect(await axeViolations(page), 'axe (WCAG 2.2 AA) on the offline page').toEqual([]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto(`${server.origin}/privacy/`);
    await expectOfflinePage(page);
    // The list opens what it offers: the trip seen, offline; then a reload, and Home by its address.
    await tripSeen.click();
    await expect(heading(page, zanzibarTrip.title)).toBeVisible();
    await page.reload();
    await expect(heading(page, zanzibarTrip.title)).toBeVisible();
    await page.goto(`${server.origin}/`);
    await expect(heading(page, /Curating Seamless/)).toBeVisible();
  });
});

test.describe('search where this device kept no index (Chromium, offline)', () => {
  // The search's own code never came to this device either (it loads at a first search): its chunk fails to load.
  test.use({ allowConsoleErrors: new RegExp(`${OFFLINE_REPORTS.source}|^ChunkLoadError: Failed to load chunk `) });
  test('says so, and a topic link opens its page from the device when seen', async ({ page, context, server }) => {
    await server.start(OUT);
    await page.goto(`${server.origin}/blog/topics/europe/`);
    await workerKeepsThisPage(page);
    await tapNav(page, 'Blog');
    await expect(heading(page, 'Travel Blog')).toBeVisible();
    await context.setOffline(true);
    await searchBox(page).click();
    await searchBox(page).pressSequentially('visa');
    await expect(page.getByRole('status').filter({ hasText: offlineSearch.unavailable })).toBeVisible();
    await page
      .getByRole('link', { name: /Europe/ })
      .first()
      .click();
    await expect(heading(page, /Europe/)).toBeVisible();
  });
});

// The server stopped (search, the kill switch, a deploy mid-visit, pages seen and not seen):
// server-stopped.spec.ts, in every engine.
