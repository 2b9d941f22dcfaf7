import { servicesPage } from '../content/services';
import { allowedImageOrigins } from '../lib/image-origins';
import { withReceivers } from './analytics/receiver';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * Without NEXT_PUBLIC_ANALYTICS_HOST (out/, as the site is built by default) nothing of the
 * analytics exists (docs/decisions/0090-privacy-first-analytics.md): no analytics.js, nothing but
 * the site itself in connect-src, and a visit sends nothing, even with a receiver listening where
 * the analytics export counts. The export's files are checked by scripts/build/analytics.ts's build
 * step; this is the browser's side.
 */
test('unset, nothing is loaded or sent, and the policy connects to the site alone @desktop-only', async ({ page, request }) => {
  await withReceivers(async (receivers) => {
    const requests: string[] = [];
    page.on('request', (sent) => requests.push(sent.url()));
    const response = await page.goto('/');
    await gotoHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesPage.title);
    // The idle moment after the load has passed: the worker is registered, and the analytics would be in.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2000)));

    expect(receivers.events, 'events received').toEqual([]);
    expect(await page.evaluate(() => '__travelOrchardPageviews' in window), 'no page-view log in the head script').toBe(false);
    const origin = new URL(page.url()).origin;
    // The site and its photos' hosts, nothing else.
    const allowed = new Set([origin, ...allowedImageOrigins]);
    expect(requests.filter((url) => !url.startsWith('data:') && !allowed.has(new URL(url).origin))).toEqual([]);
    expect(requests.filter((url) => url.includes('analytics'))).toEqual([]);
    expect((await request.get('/analytics.js')).status()).toBe(404);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(/connect-src 'self';/);
    expect(response?.headers()['content-security-policy']).toMatch(/connect-src 'self';/);
  });
});
