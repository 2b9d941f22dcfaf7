import { describe, expect, it } from 'vitest';
import { buildRssFeed, escapeXml, type FeedChannel } from './feed';
import type { PostContent } from './post-schema';

describe('escapeXml', () => {
  it.each([
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['5 < 6 > 4', '5 &lt; 6 &gt; 4'],
    ['say "hi"', 'say &quot;hi&quot;'],
    ["it's", 'it&apos;s'],
    ['<![CDATA[x]]>', '&lt;![CDATA[x]]&gt;'],
    ['already &amp; escaped', 'already &amp;amp; escaped'],
    ['</title><script>alert(1)</script>', '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['bell\u0007 and null\u0000 removed', 'bell and null removed'],
    ['tab\tnewline\n kept', 'tab\tnewline\n kept'],
    ['lone \uD800 surrogate', 'lone  surrogate'],
    ['emoji 🌍 kept', 'emoji 🌍 kept'],
    ['Zürich, Lagos — ok', 'Zürich, Lagos — ok'],
  ])('%j -> %j', (input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});

const channel: FeedChannel = {
  title: 'Travel Orchard Travel Blog',
  description: 'Stories & tips',
  language: 'en',
  siteUrl: 'https://travelorchard.example',
  blogPath: '/blog/',
  feedPath: '/feed.xml',
  postPath: (slug) => `/blog/${slug}/`,
};

function post(slug: string, date: string, extra: Partial<PostContent> = {}): PostContent {
  return {
    slug,
    date,
    title: `PostContent ${slug}`,
    author: 'Ada',
    excerpt: 'An excerpt.',
    markdown: 'Body',
    draft: false,
    tags: [],
    trips: [],
    ...extra,
  };
}

describe('buildRssFeed', () => {
  const xml = buildRssFeed(channel, [
    post('newest', '2024-03-10', { title: 'Visas & "tips" <2024>', author: "O'Brien & Co" }),
    post('older', '2024-01-15'),
  ]);

  it('is an RSS 2.0 document with absolute links', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<link>https://travelorchard.example/blog/</link>');
    expect(xml).toContain('<atom:link href="https://travelorchard.example/feed.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<guid isPermaLink="true">https://travelorchard.example/blog/newest/</guid>');
    expect(xml).toContain('<description>Stories &amp; tips</description>');
  });

  it('escapes post fields', () => {
    expect(xml).toContain('<title>Visas &amp; &quot;tips&quot; &lt;2024&gt;</title>');
    expect(xml).toContain('<dc:creator>O&apos;Brien &amp; Co</dc:creator>');
  });

  it('keeps the posts in the order given, with RFC 822 dates', () => {
    expect(xml.indexOf('/blog/newest/')).toBeLessThan(xml.indexOf('/blog/older/'));
    expect(xml).toContain('<pubDate>Sun, 10 Mar 2024 00:00:00 GMT</pubDate>');
  });

  it('dates the build by the newest post, so an unchanged blog gives the same bytes', () => {
    expect(xml).toContain('<lastBuildDate>Sun, 10 Mar 2024 00:00:00 GMT</lastBuildDate>');
    const build = () => buildRssFeed(channel, [post('newest', '2024-03-10'), post('older', '2024-01-15')]);
    expect(build()).toBe(build());
  });

  it('is a valid empty channel when there are no posts', () => {
    const empty = buildRssFeed(channel, []);
    expect(empty).not.toContain('<item>');
    expect(empty).not.toContain('lastBuildDate');
    expect(empty).toMatch(/<channel>[\s\S]*<\/channel>\n<\/rss>\n$/);
  });
});
