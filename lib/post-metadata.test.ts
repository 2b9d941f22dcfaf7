import { describe, expect, it } from 'vitest';
import { blog } from '@/content/blog';
import { photoQuality } from '@/content/photo-quality';
import { defaultShareImage } from './metadata';
import { blogListMetadata, postMetadata, postStructuredData, topicMetadata } from './post-metadata';
import type { PostContent } from './post-schema';

const post: PostContent = {
  slug: 'hiking-in-the-alps',
  title: 'Hiking in the Alps',
  author: 'Ada Obi',
  date: '2024-06-01',
  excerpt: 'What to pack for a week on the trails.',
  markdown: 'What to pack for a week on the trails.',
  draft: false,
  tags: ['europe'],
  trips: [],
  image: 'https://images.unsplash.com/photo-1551632811-561732d1e306',
  imageAlt: 'Hikers above Zermatt',
};

const images = (metadata: ReturnType<typeof postMetadata>) =>
  (metadata.openGraph?.images ?? []) as { url: string; width?: number; height?: number; alt?: string }[];

describe('postMetadata', () => {
  it('describes the post by its title, excerpt and address, as an article by its author', () => {
    const metadata = postMetadata(post);
    expect(metadata.title).toBe(post.title);
    expect(metadata.description).toBe(post.excerpt);
    expect(metadata.alternates?.canonical).toBe('/blog/hiking-in-the-alps/');
    expect(metadata.openGraph).toMatchObject({ type: 'article', publishedTime: post.date, authors: [post.author] });
    expect(metadata.authors).toEqual([{ name: post.author }]);
  });

  it("shows the post's photo on its card, cropped by the CDN to 1200 x 630 at the share quality", () => {
    const [card] = images(postMetadata(post));
    const url = new URL(card!.url);
    expect(url.origin + url.pathname).toBe(post.image);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ w: '1200', h: '630', q: String(photoQuality.share) });
    expect(card).toMatchObject({ width: 1200, height: 630, alt: post.imageAlt });
  });

  it("uses the site's card for a post without a photo", () => {
    expect(images(postMetadata({ ...post, image: undefined, imageAlt: undefined }))).toEqual([defaultShareImage]);
  });
});

describe('postStructuredData', () => {
  it('is a BlogPosting with the fields the page shows', () => {
    const json = JSON.stringify(postStructuredData(post));
    expect(json).toContain('"BlogPosting"');
    for (const value of [post.title, post.excerpt, post.author, post.date, 'w=1200']) expect(json).toContain(value);
  });
});

describe('the list and topic pages', () => {
  it('number the later pages in their titles and addresses', () => {
    expect(blogListMetadata(1, 3).title).toBe(blog.title);
    expect(blogListMetadata(2, 3)).toMatchObject({
      title: `${blog.title}: page 2 of 3`,
      alternates: { canonical: '/blog/page/2/' },
    });
  });

  it("offer a topic's own feed beside the blog's", () => {
    const topic = { slug: 'europe', name: 'Europe', description: 'Trips to Europe.' };
    const metadata = topicMetadata(topic, 1, 1);
    const feeds = (metadata.alternates?.types?.['application/rss+xml'] ?? []) as { url: string }[];
    expect(feeds.map(({ url }) => url)).toContain('/blog/topics/europe/feed.xml');
    expect(feeds.length).toBeGreaterThan(1);
    expect(String(metadata.title)).toContain('Europe');
  });
});
