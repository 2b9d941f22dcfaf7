import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { absoluteUrl, pageMetadata } from './metadata';

describe('pageMetadata', () => {
  const metadata = pageMetadata({ title: 'Our Services', description: 'Six ways we plan travel.', path: '/services/' });

  it('sets the title, description and canonical path', () => {
    expect(metadata.title).toBe('Our Services');
    expect(metadata.description).toBe('Six ways we plan travel.');
    expect(metadata.alternates?.canonical).toBe('/services/');
  });

  it('gives Open Graph and Twitter a full card with the default share image', () => {
    const image = { url: '/og-default.png', width: 1200, height: 630, alt: site.shareImage.alt };
    expect(metadata.openGraph).toMatchObject({ title: 'Our Services', url: '/services/', type: 'website', images: [image] });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Our Services', images: [image] });
  });

  it('can skip the title template and describe an article', () => {
    const post = pageMetadata({
      title: 'Hiking the Alps',
      description: 'Five days on foot.',
      path: '/blog/hiking-the-alps/',
      absoluteTitle: true,
      article: { publishedTime: '2024-05-02', authors: ['Amara Okafor'] },
    });
    expect(post.title).toEqual({ absolute: 'Hiking the Alps' });
    expect(post.openGraph).toMatchObject({ type: 'article', publishedTime: '2024-05-02', authors: ['Amara Okafor'] });
  });
});

describe('absoluteUrl', () => {
  it('joins the site URL and a path', () => {
    expect(absoluteUrl('/about/')).toBe(`${site.url}/about/`);
    expect(absoluteUrl('sitemap.xml')).toBe(`${site.url}/sitemap.xml`);
  });
});
