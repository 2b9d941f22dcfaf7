import type { Page, Response } from '@playwright/test';
import sharp from 'sharp';
import { PHOTO_POST } from '../../scripts/lib/synthetic-photos';
import { layoutShiftWhileLoading } from '../page-checks';
import { expect, test } from '../fixtures';

/**
 * Runs against .exports/blog-many (where this post is the oldest, last on list page 3) on a 390 px phone at a device pixel ratio of 2: one post whose photo
 * and a photo in its text are a 4000 x 3000 camera JPEG with GPS EXIF (stored sideways with an
 * orientation flag, as phones do), uploaded as an editor would. The phone must get a light WebP,
 * upright, with no metadata, and the page must keep the photos' space while they load.
 */

// The issue's phone: 390 CSS pixels wide at the phone projects' density of 2, so it asks for 780-pixel photos.
test.use({ viewport: { width: 390, height: 844 } });

const POST = `/blog/${PHOTO_POST.slug}/`;
const KB = 1000;

/** Every photo response while `action` runs, by URL. */
async function photoResponses(page: Page, action: () => Promise<unknown>): Promise<Map<string, Response>> {
  const responses = new Map<string, Response>();
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'image') responses.set(response.url(), response);
  };
  page.on('response', listener);
  await action();
  page.off('response', listener);
  return responses;
}

/** Waits until the image has loaded, and returns what the browser chose and its size. */
async function loaded(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true }).first();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 })
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    naturalWidth: img.naturalWidth,
    naturalHeight: img.naturalHeight,
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
  }));
}

async function expectLightWebp(responses: Map<string, Response>, src: string, maxBytes: number) {
  const response = responses.get(src);
  expect(response, `no response recorded for ${src}`).toBeDefined();
  expect(response!.headers()['content-type']).toBe('image/webp');
  const body = await response!.body();
  expect(body.length, `${src} is ${Math.round(body.length / KB)} kB`).toBeLessThanOrEqual(maxBytes);
  const meta = await sharp(body).metadata();
  expect(meta.format).toBe('webp');
  // Nothing from the camera: no EXIF block (GPS, time, serial), no XMP.
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  return meta;
}

test('the post sends the phone a light, upright WebP of the uploaded photo, in the photo slot and in the text @mobile-only', async ({
  page,
}) => {
  let hero!: Awaited<ReturnType<typeof loaded>>;
  let inText!: Awaited<ReturnType<typeof loaded>>;
  const responses = await photoResponses(page, async () => {
    await page.goto(POST);
    hero = await loaded(page, PHOTO_POST.photoAlt);
    inText = await loaded(page, PHOTO_POST.textPhotoAlt);
    await loaded(page, PHOTO_POST.cmykAlt);
  });

  for (const url of responses.keys())
    expect(new URL(url).pathname, 'a camera original was sent').not.toMatch(/^\/images\/uploads\//);

  // 342 CSS pixels wide at 2x: the 750-pixel variant, never the 4000-pixel original.
  expect(hero.src).toMatch(/\/_photos\/stone-town-e-[0-9a-f]{16}-750\.webp$/);
  const heroMeta = await expectLightWebp(responses, hero.src, 300 * KB);
  // Upright: the camera stored it 3000 x 4000 with "turn a quarter"; the variant is landscape.
  expect(heroMeta.width).toBeGreaterThan(heroMeta.height!);

  expect(inText.src).toMatch(/\/_photos\/stone-town-e-[0-9a-f]{16}-\d+\.webp$/);
  expect(inText.naturalWidth).toBeLessThanOrEqual(1080);
  // The photo's own size reaches the page, so its box is reserved before it arrives.
  expect([inText.width, inText.height]).toEqual(['4000', '3000']);
  await expectLightWebp(responses, inText.src, 300 * KB);
});

test('the blog list sends the phone the uploaded photo as a card of at most 120 kB @mobile-only', async ({ page }) => {
  let card!: Awaited<ReturnType<typeof loaded>>;
  const responses = await photoResponses(page, async () => {
    await page.goto('/blog/page/3/');
    card = await loaded(page, PHOTO_POST.photoAlt);
  });
  expect(card.src).toMatch(/\/_photos\/stone-town-e-[0-9a-f]{16}-\d+\.webp$/);
  await expectLightWebp(responses, card.src, 120 * KB);
});

test('the post keeps the photos\u2019 space while they load: no layout shift @mobile-only', async ({ page }) => {
  expect(await layoutShiftWhileLoading(page, POST)).toBeLessThan(0.01);
});
