import { describe, expect, it } from 'vitest';
import imageLoader from './image-loader';

describe('imageLoader', () => {
  it('asks the CDN for the rendered width, quality, a modern format and a crop', () => {
    const url = new URL(
      imageLoader({ src: 'https://images.unsplash.com/photo-1436491865332-7a61a109cc05', width: 640, quality: 60 }),
    );
    expect(url.origin + url.pathname).toBe('https://images.unsplash.com/photo-1436491865332-7a61a109cc05');
    expect(Object.fromEntries(url.searchParams)).toEqual({ w: '640', q: '60', auto: 'format', fit: 'crop' });
  });

  it('defaults quality to 75 and replaces parameters already on the URL', () => {
    const url = new URL(imageLoader({ src: 'https://images.unsplash.com/p?w=9999&q=1', width: 1080 }));
    expect(url.searchParams.get('w')).toBe('1080');
    expect(url.searchParams.get('q')).toBe('75');
  });
});
