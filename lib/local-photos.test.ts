import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import imageLoader from './image-loader';
import { localPhoto, photoManifestPath, variantFor, type LocalPhoto } from './local-photos';
import { photoKey } from './photo-files';

const photo: LocalPhoto = {
  width: 1000,
  height: 750,
  variants: [
    { width: 256, path: '/_photos/a-0123456789abcdef-256.webp' },
    { width: 640, path: '/_photos/a-0123456789abcdef-640.webp' },
    { width: 1000, path: '/_photos/a-0123456789abcdef-1000.webp' },
  ],
};

describe('variantFor', () => {
  it('sends the narrowest variant at least as wide as asked, and never more than the original', () => {
    expect(variantFor(photo, 16).width).toBe(256);
    expect(variantFor(photo, 640).width).toBe(640);
    expect(variantFor(photo, 641).width).toBe(1000);
    expect(variantFor(photo, 3840).width).toBe(1000);
  });
});

describe('photoKey', () => {
  it('reads a path as written or percent-encoded, in one Unicode form', () => {
    expect(photoKey('/images/uploads/Stone%20Town%20%C3%A9.jpg')).toBe('/images/uploads/Stone Town é.jpg');
    expect(photoKey('/images/uploads/Stone Town e\u0301.jpg')).toBe('/images/uploads/Stone Town é.jpg');
    expect(photoKey('/images/uploads/100%.jpg')).toBe('/images/uploads/100%.jpg');
  });
});

describe('localPhoto and the image loader, with a manifest', () => {
  let written = '';
  beforeEach(() => {
    const dir = mkdtempSync(join(tmpdir(), 'photos-'));
    const exportDir = join(dir, `export-${Math.random().toString(36).slice(2)}`);
    vi.stubEnv('EXPORT_DIR', exportDir);
    written = photoManifestPath();
    mkdirSync(join(written, '..'), { recursive: true });
    writeFileSync(written, JSON.stringify({ '/images/uploads/Stone Town é.jpg': photo }));
  });
  afterEach(() => {
    rmSync(written, { force: true });
    vi.unstubAllEnvs();
  });

  it('maps each width next/image asks for to its variant, never the original', () => {
    expect(imageLoader({ src: '/images/uploads/Stone%20Town%20%C3%A9.jpg', width: 640 })).toBe(
      '/_photos/a-0123456789abcdef-640.webp',
    );
    expect(imageLoader({ src: '/images/uploads/Stone Town é.jpg', width: 3840 })).toBe('/_photos/a-0123456789abcdef-1000.webp');
    expect(localPhoto('/images/uploads/Stone Town é.jpg')).toEqual(photo);
  });

  it('stops the build on a photo that is not in the folder, naming it and what to do', () => {
    expect(() => imageLoader({ src: '/images/uploads/missing.jpg', width: 640 })).toThrow(
      '/images/uploads/missing.jpg: no such photo in public/images/uploads/',
    );
  });

  it('puts the variant under the base path of a build that has one (BASE_PATH)', async () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/travel-orchard');
    vi.resetModules();
    const { default: loaderUnderBasePath } = await import('./image-loader');
    expect(loaderUnderBasePath({ src: '/images/uploads/Stone Town é.jpg', width: 600 })).toBe(
      '/travel-orchard/_photos/a-0123456789abcdef-640.webp',
    );
  });

  it('leaves other site files and CDN photos alone', () => {
    expect(localPhoto('/icon-512.png')).toBeUndefined();
    expect(imageLoader({ src: '/icon-512.png', width: 640 })).toBe('/icon-512.png?w=640');
  });
});
