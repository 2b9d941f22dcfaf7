import { describe, expect, it } from 'vitest';
import { allowedImageHosts, isAllowedImageUrl, isSiteRelative } from './image-origins';

const origins = ['https://images.unsplash.com'];

describe('isAllowedImageUrl', () => {
  it('accepts https on an allowed origin exactly, and nothing that only looks like it', () => {
    expect(isAllowedImageUrl('https://images.unsplash.com/photo-1', origins)).toBe(true);
    for (const url of [
      'http://images.unsplash.com/photo-1',
      'https://images.unsplash.com.evil.example/photo-1',
      'https://images.unsplash.com:8443/photo-1',
      'https://images.unsplash.com@evil.example/photo-1',
      'https://user:pass@images.unsplash.com/photo-1',
      '//images.unsplash.com/photo-1',
      'not a url',
    ])
      expect(isAllowedImageUrl(url, origins), url).toBe(false);
  });

  it('names the hosts as an editor reads them', () => {
    expect(allowedImageHosts).toBe('images.unsplash.com');
  });
});

describe('isSiteRelative', () => {
  it('is a path on the site itself, not a protocol-relative URL', () => {
    expect(isSiteRelative('/images/x.png')).toBe(true);
    for (const path of ['//evil.example/x.png', '/\\evil.example/x.png', 'images/x.png'])
      expect(isSiteRelative(path), path).toBe(false);
  });
});
