import { toRfc822 } from './dates';
import type { PostContent } from './post-schema';

// Characters XML 1.0 forbids outright (control characters, lone surrogates, U+FFFE/U+FFFF): one
// of them in a title would make the whole feed unreadable, so they are dropped.
const INVALID_XML_CHARS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or attribute value. No CDATA is used, so `]]>` needs no special case. */
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML_CHARS, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

export type FeedChannel = {
  title: string;
  description: string;
  language: string;
  /** Absolute site URL without a trailing slash, e.g. https://travelorchard.example */
  siteUrl: string;
  /** Site-relative paths. */
  blogPath: string;
  feedPath: string;
  postPath: (slug: string) => string;
};

/**
 * An RSS 2.0 document for the given posts (already published-only and newest first). The build
 * date is the newest post's date, so rebuilding without a new post yields the same bytes.
 */
export function buildRssFeed(channel: FeedChannel, posts: readonly PostContent[]): string {
  const absolute = (path: string) => `${channel.siteUrl}${path}`;
  const [newest] = posts;
  const items = posts.map((post) => {
    const link = absolute(channel.postPath(post.slug));
    return [
      '<item>',
      element('title', post.title),
      element('link', link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element('pubDate', toRfc822(post.date)),
      element('dc:creator', post.author),
      element('description', post.excerpt),
      '</item>',
    ].join('');
  });

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', absolute(channel.blogPath)),
    element('description', channel.description),
    element('language', channel.language),
    ...(newest ? [element('lastBuildDate', toRfc822(newest.date))] : []),
    `<atom:link href="${escapeXml(absolute(channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>\n',
  ].join('\n');
}
