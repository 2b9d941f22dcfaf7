import type { Page } from '@playwright/test';
import { photoHoldMaxMs } from '../../content/offline';
import { services } from '../../lib/services';
import { expect, PIXEL_PNG, test } from '../fixtures';

/**
 * The photos further down a page wait for the one its first screen shows (lib/head-script.ts,
 * holdLaterPhotos): on a slow link they shared the bandwidth with it. Here the first card's photo
 * on /services/ is held unanswered; no other photo may be asked for until it is answered.
 */

const [first, second] = services;
if (!first || !second) throw new Error('content/services lists fewer than two services');

/** Answers every photo with a pixel, the first card's only once `answer` is called; lists what was asked for. */
async function holdFirstPhoto(page: Page) {
  const asked: string[] = [];
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('https://images.unsplash.com/**', async (route) => {
    const url = route.request().url();
    asked.push(url);
    if (url.startsWith(`${first!.image.src}?`)) await answered;
    await route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL_PNG });
  });
  const later = () => asked.filter((url) => !url.startsWith(`${first!.image.src}?`));
  return { answer, later, askedForFirst: () => asked.length > later().length };
}

/**
 * The hold's time limit (photoHoldMaxMs) kept in the test's hands: the head script's timer of that
 * length is not scheduled but recorded, and `timeUp` runs it. On a busy machine the page can take
 * longer than the limit to lay out, so without this a test of the hold would race the limit.
 */
async function holdLimitInHand(page: Page) {
  await page.addInitScript((limit) => {
    const schedule = window.setTimeout;
    const held: (() => void)[] = [];
    (window as unknown as { holdLimit: (() => void)[] }).holdLimit = held;
    window.setTimeout = ((handler: () => void, delay?: number, ...rest: unknown[]) =>
      delay === limit ? held.push(handler) : schedule(handler, delay, ...rest)) as typeof window.setTimeout;
  }, photoHoldMaxMs);
  return {
    timeUp: () => page.evaluate(() => (window as unknown as { holdLimit: (() => void)[] }).holdLimit.forEach((run) => run())),
  };
}

/** The page is parsed and laid out: a lazy photo near the screen would have been asked for by now. */
async function laidOut(page: Page) {
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const cardPhoto = (page: Page, index: number) =>
  page.getByRole('list', { name: 'Services' }).getByRole('article').nth(index).locator('img');

test("the cards' photos wait for the first card's photo, then load", async ({ page }) => {
  await holdLimitInHand(page);
  const photos = await holdFirstPhoto(page);
  await page.goto('/services/', { waitUntil: 'domcontentloaded' });
  await expect.poll(photos.askedForFirst).toBe(true);
  await laidOut(page);
  await expect(cardPhoto(page, 1)).toBeHidden();
  expect(photos.later()).toEqual([]);

  photos.answer();
  await expect(cardPhoto(page, 1)).toBeVisible();
  await expect.poll(() => photos.later().some((url) => url.startsWith(`${second.image.src}?`))).toBe(true);
});

// Nothing waits on one stalled request (issue 40): the hold ends after photoHoldMaxMs (2 s) whatever the first photo does.
test("the cards' photos start while the first card's photo is still unanswered, once the hold's time is up", async ({ page }) => {
  const limit = await holdLimitInHand(page);
  const photos = await holdFirstPhoto(page);
  await page.goto('/services/', { waitUntil: 'domcontentloaded' });
  await expect.poll(photos.askedForFirst).toBe(true);
  await laidOut(page);
  await expect(cardPhoto(page, 1)).toBeHidden();
  await limit.timeUp();
  await expect(cardPhoto(page, 1)).toBeVisible();
  await expect.poll(() => photos.later().some((url) => url.startsWith(`${second.image.src}?`))).toBe(true);
  photos.answer();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Nothing holds them: the browser starts the lazy photos near the screen at its first layout.
  test("the cards' photos load beside the first card's photo", async ({ page }) => {
    const photos = await holdFirstPhoto(page);
    await page.goto('/services/', { waitUntil: 'domcontentloaded' });
    await expect.poll(photos.askedForFirst).toBe(true);
    await expect(cardPhoto(page, 1)).toBeVisible();
    await expect.poll(() => photos.later().some((url) => url.startsWith(`${second.image.src}?`))).toBe(true);
    photos.answer();
  });
});
