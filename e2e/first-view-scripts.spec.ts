import type { Page, Request, Route } from '@playwright/test';
import { clientTuning } from '../content/client-tuning';
import { shellCopy } from '../content/shell';
import { expect, routes, test } from './fixtures';

/**
 * The page's scripts wait for its first view (scripts/build/defer-scripts.ts): on a phone they would
 * otherwise share the connection with the photo that is the page's largest paint. These tests hold
 * the photo back and check what the visitor gets meanwhile and after.
 */

const isChunk = (request: Request) => /\/_next\/static\/chunks\/.+\.js$/.test(request.url());
const hydrated = (page: Page) => page.locator('nav[aria-label="Main"][data-hydrated]');

/**
 * Opens `path` with every CDN photo held back until `release()`, once the HTML is parsed and the
 * first photo asked for; `chunks` lists the script chunks requested so far.
 */
async function openWithPhotosHeld(page: Page, path: string) {
  const held: Route[] = [];
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (isChunk(request)) chunks.push(request.url());
  });
  let onRequested = () => {};
  const requested = new Promise<void>((resolve) => (onRequested = resolve));
  await page.route(
    (url) => url.hostname === 'images.unsplash.com',
    (route) => {
      held.push(route);
      onRequested();
    },
  );
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await requested;
  // Before scripts waited for the first view, every chunk was requested while the HTML was parsed.
  expect(chunks, 'scripts requested while the photo was still loading').toEqual([]);
  await expect(hydrated(page)).toHaveCount(0);
  // Falling back sends them on to the fixtures' stand-in, as the image CDN would answer.
  const release = () => Promise.all(held.splice(0).map((route) => route.fallback()));
  return { chunks, release };
}

test.describe('scripts after the first view', () => {
  test('wait while the photo loads, the page already readable, and start once it has arrived', async ({ page }) => {
    const about = routes.find((route) => route.path === '/about/')!;
    const photos = await openWithPhotosHeld(page, about.path);
    await expect(page.getByRole('heading', { level: 1, name: about.heading })).toBeVisible();

    await photos.release();
    await expect(hydrated(page)).toHaveCount(1);
    expect(photos.chunks.length).toBeGreaterThan(0);
  });

  test('start at once when the visitor presses a key, photo or not', async ({ page }) => {
    const photos = await openWithPhotosHeld(page, '/services/');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: shellCopy.skipLink })).toBeFocused();
    await expect(hydrated(page)).toHaveCount(1);
    await photos.release();
  });

  test('start at the latest after the configured time when a photo never arrives @mobile-only', async ({ page }) => {
    await page.clock.install();
    const photos = await openWithPhotosHeld(page, '/blog/');

    await page.clock.fastForward(clientTuning.scriptsStartAtLatestMs);
    await expect(hydrated(page)).toHaveCount(1);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await photos.release();
  });
});
