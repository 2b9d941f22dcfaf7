import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoProblemMessage, type PhotoProblem } from '@/lib/photo-files';
import { BAD_PHOTOS, writeCameraJpeg, writeCmykJpeg } from '../lib/synthetic-photos';
import { preparePhotos, publishPhotos, variantStem, variantWidths, variantWidthsFrom, VARIANT_WIDTHS } from './photos';

describe('variantWidths', () => {
  it('makes every width next/image asks for that the original covers, never wider', () => {
    expect(variantWidths(4000)).toEqual(VARIANT_WIDTHS);
    expect(Math.max(...variantWidths(4000))).toBe(3840);
    expect(variantWidths(1000)).toEqual([256, 384, 640, 750, 828, 1000]);
    expect(variantWidths(828)).toEqual([256, 384, 640, 750, 828]);
    expect(variantWidths(100)).toEqual([100]);
  });
});

describe('variantWidthsFrom', () => {
  it("reads the widths from next.config.mjs's images, as next/image does", () => {
    expect(variantWidthsFrom({ deviceSizes: [640, 1080], imageSizes: [64, 256, 384] })).toEqual([256, 384, 640, 1080]);
  });
  it('stops the build, saying what to set, when the config leaves either list out', () => {
    expect(() => variantWidthsFrom({ deviceSizes: [640] })).toThrow(
      'next.config.mjs: images.deviceSizes and images.imageSizes must both be set',
    );
    expect(() => variantWidthsFrom(undefined)).toThrow('images.deviceSizes and images.imageSizes');
  });
});

describe('variantStem', () => {
  it('names variants in lowercase ASCII, whatever the file was called', () => {
    expect(variantStem('Stone Town é.jpg')).toBe('stone-town-e');
    expect(variantStem('Zürich café (2).JPEG')).toBe('zurich-cafe-2');
    expect(variantStem('東京.jpg')).toBe('photo');
  });
});

describe('preparing photos', () => {
  const dir = mkdtempSync(join(tmpdir(), 'photos-test-'));
  const good = join(dir, 'good');
  const bad = join(dir, 'bad');
  const cache = join(dir, 'cache');

  beforeAll(async () => {
    mkdirSync(good, { recursive: true });
    mkdirSync(bad, { recursive: true });
    await writeCameraJpeg(join(good, 'Day 1 at the fort é.jpg'), { width: 1600, height: 1200 });
    await writeCmykJpeg(join(good, 'print.jpg'));
    for (const [name, write] of Object.entries(BAD_PHOTOS)) await write(join(bad, name));
  }, 60_000);

  it('makes upright sRGB WebP variants with no metadata, sized from the upright photo, and caches them', async () => {
    const first = await preparePhotos(good, cache);
    expect(first.made).toBe(2);
    const camera = first.manifest['/images/uploads/Day 1 at the fort é.jpg'];
    // Stored 1200 x 1600 with orientation 6: upright it is landscape.
    expect(camera).toMatchObject({ width: 1600, height: 1200 });
    expect(camera?.variants.map((variant) => variant.width)).toEqual([256, 384, 640, 750, 828, 1080, 1200, 1600]);
    expect(camera?.variants[0]?.path).toMatch(/^\/_photos\/day-1-at-the-fort-e-[0-9a-f]{16}-256\.webp$/);

    const out = join(dir, 'out');
    mkdirSync(join(out, 'images', 'uploads'), { recursive: true });
    expect(publishPhotos(out, first.manifest, cache)).toBe(8 + 5);
    expect(readdirSync(join(out, 'images'))).toEqual([]);
    for (const file of readdirSync(join(out, '_photos'))) {
      const meta = await sharp(join(out, '_photos', file)).metadata();
      expect(meta.format, file).toBe('webp');
      expect(meta.exif, file).toBeUndefined();
      expect(meta.icc, file).toBeUndefined();
      expect(meta.space, file).toBe('srgb');
      expect(meta.channels, file).toBe(3);
      expect(meta.orientation ?? 1, file).toBe(1);
      if (file.startsWith('day-1')) expect(meta.width, file).toBeGreaterThan(meta.height);
    }

    const again = await preparePhotos(good, cache);
    expect(again.made).toBe(0);
    expect(again.manifest).toEqual(first.manifest);
  }, 60_000);

  const expected: Record<keyof typeof BAD_PHOTOS, PhotoProblem> = {
    'not-a-photo.jpg': { kind: 'not-an-image' },
    'notes.txt': { kind: 'unsupported-type' },
    'truncated.jpg': { kind: 'damaged' },
    'logo.svg': { kind: 'svg' },
    'IMG_0001.HEIC': { kind: 'heic' },
    'waving.gif': { kind: 'animated' },
    'panorama.png': { kind: 'too-many-pixels', megapixels: 108 },
    'huge.jpg': { kind: 'too-large', megabytes: 51 },
  };

  it('stops the build step with every problem, one line per file saying what to do, and writes nothing for them', () => {
    const result = spawnSync('node', ['--import', 'tsx', 'scripts/build/photos.ts'], {
      encoding: 'utf8',
      env: { ...process.env, PHOTOS_DIR: bad, EXPORT_DIR: join(dir, 'bad-export') },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`photos: ${Object.keys(expected).length} photos cannot be used:`);
    for (const [name, problem] of Object.entries(expected)) {
      expect(result.stderr).toContain(`- ${photoProblemMessage(join(relative(process.cwd(), bad), name), problem)}`);
    }
  }, 60_000);
});
