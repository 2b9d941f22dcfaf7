import { describe, expect, it } from 'vitest';
import { photoQuality } from '@/content/photo-quality';
import imageLoader, { photoUrl } from './image-loader';

describe('imageLoader', () => {
  it('asks the CDN for the rendered width, quality, a modern format and a crop', () => {
    const url = new URL(
      imageLoader({ src: 'https://images.unsplash.com/photo-1436491865332-7a61a109cc05', width: 640, quality: 60 }),
    );
    expect(url.origin + url.pathname).toBe('https://images.unsplash.com/photo-1436491865332-7a61a109cc05');
    expect(Object.fromEntries(url.searchParams)).toEqual({ w: '640', q: '60', auto: 'format', fit: 'crop' });
  });

  it('defaults to the standard quality and replaces parameters already on the URL', () => {
    const url = new URL(imageLoader({ src: 'https://images.unsplash.com/p?w=9999&h=20&q=1', width: 1080 }));
    expect(url.searchParams.get('w')).toBe('1080');
    expect(url.searchParams.has('h')).toBe(false);
    expect(url.searchParams.get('q')).toBe(String(photoQuality.standard));
  });
});

describe('photoUrl', () => {
  it("asks the CDN to crop to the box's shape, at every width", () => {
    for (const [width, height] of [
      [640, 360],
      [750, 422],
      [3840, 2160],
    ] as const) {
      const url = new URL(
        photoUrl('https://images.unsplash.com/photo-1551632811-561732d1e306', width, { aspectRatio: 16 / 9, quality: 60 }),
      );
      expect(Object.fromEntries(url.searchParams)).toEqual({
        w: String(width),
        h: String(height),
        q: '60',
        auto: 'format',
        fit: 'crop',
      });
    }
  });

  it("keeps the site's own files as they are: the shape and quality are the CDN's to apply", () => {
    expect(photoUrl('/icon-512.png', 640, { aspectRatio: 16 / 9, quality: 60 })).toBe('/icon-512.png?w=640');
  });
});
