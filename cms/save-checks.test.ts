import { describe, expect, it } from 'vitest';
import { saveProblems } from './save-checks';

describe('the checks before a CMS save', () => {
  it('pass a post with a described CDN photo and CDN or site images in the text', () => {
    const body = '![Beach](https://images.unsplash.com/photo-1)\n\n![Map](/images/uploads/map.png)';
    expect(saveProblems({ image: 'https://images.unsplash.com/photo-2', imageAlt: 'A beach', body })).toEqual([]);
    expect(saveProblems({ body: 'Text only.' })).toEqual([]);
  });

  it('pass an uploaded photo in the photo field, and ask for the description of a photo, uploaded or from the CDN', () => {
    expect(saveProblems({ image: '/images/uploads/stone-town.jpg', imageAlt: 'The Old Fort', body: 'x' })).toEqual([]);
    expect(saveProblems({ image: '/images/other/x.jpg', imageAlt: 'X', body: 'x' })).toHaveLength(1);
    const needsAlt = ['The photo needs a description: what it shows, for readers who cannot see it.'];
    expect(saveProblems({ image: '/images/uploads/stone-town.jpg', body: 'x' })).toEqual(needsAlt);
    expect(saveProblems({ image: 'https://images.unsplash.com/photo-2', imageAlt: '  ', body: 'x' })).toEqual(needsAlt);
  });

  it('name every photo from another host, in the photo field or in the text', () => {
    const body = '![A](https://images.unsplash.com.evil.example/a.jpg)\n\n<img src="http://images.unsplash.com/b.jpg" alt="B">';
    expect(saveProblems({ image: 'https://cdn.example.com/c.jpg', imageAlt: 'C', body })).toEqual([
      'The site only loads photos from images.unsplash.com; move or replace: https://cdn.example.com/c.jpg, https://images.unsplash.com.evil.example/a.jpg, http://images.unsplash.com/b.jpg.',
    ]);
  });
});
