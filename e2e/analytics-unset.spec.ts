import { servicesPage } from '../content/services';
import { allowedImageOrigins } from '../lib/image-origins';
import { withReceivers } from './analytics/receiver';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * Without NEXT_PUBLIC_ANALYTICS_HOST (out/, as the site is built by default) nothing of the
 * analytics exists (docs/decisions/0090-privacy-first-analytics.md), and a visit sends nothing,
 * even with a receiver listening where the analytics export counts. The export's files (no
 * analytics.js, no page-view log, connect-src the site alone in every page and `_headers`) are
 * checked by scripts/test/export/analytics.test.ts; this is the browser's side.
 */
test('unset, nothing is loaded or sent @desktop-only', async ({ page }) => {
  await withReceivers(async (receivers) => {
    const requests: string[] = [];
    page.on('request', (sent) => requests.push(sent.url()));
    await gotoHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesPage.title);
    // The idle moment after the load has passed: the worker is registered, and the analytics would be in.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2000)));

    expect(receivers.events, 'events received').toEqual([]);
    const origin = new URL(page.url()).origin;
    // The site and its photos' hosts, nothing else.
    const allowed = new Set([origin, ...allowedImageOrigins]);
    expect(requests.filter((url) => !url.startsWith('data:') && !allowed.has(new URL(url).origin))).toEqual([]);
    expect(requests.filter((url) => url.includes('analytics'))).toEqual([]);
  });
});
