import { describe, expect, it } from 'vitest';
import { photoQuality } from '@/content/photo-quality';
import { cdnImageUrl } from './image-cdn';

const photo = 'https://images.unsplash.com/photo-1436491865332-7a61a109cc05';

describe('cdnImageUrl', () => {
  it('asks for the width, the standard quality, a modern format and a crop', () => {
    const url = new URL(cdnImageUrl(photo, 640));
    expect(url.origin + url.pathname).toBe(photo);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      w: '640',
      q: String(photoQuality.standard),
      auto: 'format',
      fit: 'crop',
    });
  });

  it("asks for the box's height when given its shape, so the CDN crops instead of the browser", () => {
    const url = new URL(cdnImageUrl(`${photo}?h=99`, 1200, { quality: 50, aspectRatio: 1200 / 630 }));
    expect(url.searchParams.get('h')).toBe('630');
    expect(url.searchParams.get('q')).toBe('50');
    expect(new URL(cdnImageUrl(`${photo}?h=99`, 1200)).searchParams.has('h')).toBe(false);
  });

  it('refuses a photo from a host the site does not allow, naming the allowed ones', () => {
    expect(() => cdnImageUrl('https://images.unsplash.com.evil.example/p', 640)).toThrow(
      /is not on an allowed image host \(images\.unsplash\.com;/,
    );
  });
});
