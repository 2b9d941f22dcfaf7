import type { Metadata } from 'next';
import { blog } from '@/content/blog';
import { photoQuality } from '@/content/photo-quality';
import type { TopicInfo } from '@/content/topics';
import { listPagePath, postPath, topicFeedPath, topicPagePath, topicsPath } from './blog-routes';
import { cdnImageUrl } from './image-cdn';
import { localPhoto, variantFor } from './local-photos';
import { absoluteUrl, feedAlternateTypes, pageMetadata } from './metadata';
import { fillCopy } from './copy';
import type { PostContent } from './post-schema';
import { blogPostingJsonLd, type JsonLdDocument } from './structured-data';

/** Social cards want 1200x630; the CDN crops to it. */
export const SHARE_IMAGE = { width: 1200, height: 630 };

export function shareImageUrl(src: string): string {
  // An own photo: its 1200-pixel variant (the networks crop it to their card), never the camera file.
  const own = localPhoto(src);
  if (own) return absoluteUrl(variantFor(own, SHARE_IMAGE.width).path);
  return cdnImageUrl(src, SHARE_IMAGE.width, {
    quality: photoQuality.share,
    aspectRatio: SHARE_IMAGE.width / SHARE_IMAGE.height,
  });
}

/**
 * Title, description (the excerpt), canonical URL and an Open Graph article card for a post page;
 * the card shows the post's photo, or the site's default card when it has none.
 */
export function postMetadata(post: PostContent): Metadata {
  const image = post.image && post.imageAlt ? { url: shareImageUrl(post.image), ...SHARE_IMAGE, alt: post.imageAlt } : undefined;
  return {
    ...pageMetadata({
      title: post.title,
      description: post.excerpt,
      path: postPath(post.slug),
      image,
      article: { publishedTime: post.date, authors: [post.author] },
    }),
    authors: [{ name: post.author }],
  };
}

/** The post as schema.org BlogPosting structured data, from the same fields the page shows. */
export function postStructuredData(post: PostContent): JsonLdDocument {
  return blogPostingJsonLd({
    title: post.title,
    description: post.excerpt,
    path: postPath(post.slug),
    datePublished: post.date,
    author: post.author,
    image: post.image ? shareImageUrl(post.image) : undefined,
  });
}

/** The list's metadata; later pages say which page they are so search results can tell them apart. */
export function blogListMetadata(page: number, pages: number): Metadata {
  const title = page === 1 ? blog.title : `${blog.title}: page ${page} of ${pages}`;
  return pageMetadata({ title, description: blog.description, path: listPagePath(page) });
}

/**
 * A topic page's metadata: its own title and description, later pages numbered like the list's,
 * and the topic's feed offered beside the blog's.
 */
export function topicMetadata(topic: TopicInfo, page: number, pages: number): Metadata {
  const title = fillCopy(blog.topics.pageTitle, { topic: topic.name });
  const metadata = pageMetadata({
    title: page === 1 ? title : `${title}: page ${page} of ${pages}`,
    description: topic.description,
    path: topicPagePath(topic.slug, page),
  });
  const topicFeed = { url: topicFeedPath(topic.slug), title: fillCopy(blog.topics.feedTitle, { topic: topic.name }) };
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [...feedAlternateTypes['application/rss+xml'], topicFeed] },
    },
  };
}

export function topicsIndexMetadata(): Metadata {
  return pageMetadata({
    title: `${blog.topics.indexTitle}: ${blog.title}`,
    description: blog.topics.indexDescription,
    path: topicsPath(),
  });
}
