import { describe, expect, it } from 'vitest';
import { breadcrumbsJsonLd, entryBreadcrumbs, entryShareImage } from './entry-metadata';

describe('what every entry page says about itself', () => {
  it('breadcrumbs: home, the list, the entry, and the same as schema.org BreadcrumbList with absolute URLs', () => {
    const crumbs = entryBreadcrumbs(
      { breadcrumbHome: 'Home' },
      { name: 'Guides', path: '/visas/' },
      { name: 'UK', path: '/visas/uk/' },
    );
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Guides', 'UK']);
    const list = breadcrumbsJsonLd(crumbs).itemListElement as { position: number; item: string }[];
    expect(list.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(list[2]?.item).toMatch(/^https?:\/\/.+\/visas\/uk\/$/);
  });

  it('a social card only for a photo with its description', () => {
    expect(entryShareImage({})).toBeUndefined();
    expect(entryShareImage({ image: 'https://images.unsplash.com/photo-1', imageAlt: 'A beach' })).toMatchObject({
      width: 1200,
      height: 630,
      alt: 'A beach',
    });
  });
});
