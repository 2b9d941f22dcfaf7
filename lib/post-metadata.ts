import type { Metadata } from 'next';
import { blog } from '@/content/blog';
import type { TopicInfo } from '@/content/topics';
import { listPagePath, postPath, topicFeedPath, topicPagePath, topicsPath } from './blog-routes';
import { entryShareImage, shareImageUrl } from './entry-metadata';
import { feedAlternateTypes, pageMetadata } from './metadata';
import { fillCopy } from './copy';
import type { PostContent } from './post-schema';
import { blogPostingJsonLd, type JsonLdDocument } from './structured-data';

/**
 * Title, description (the excerpt), canonical URL and an Open Graph article card for a post page;
 * the card shows the post's photo, or the site's default card when it has none.
 */
export function postMetadata(post: PostContent): Metadata {
  const image = entryShareImage(post);
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
