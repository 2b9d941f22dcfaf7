import { blog } from '@/content/blog';
import { defineCollection, getCollection, getEntry } from './collection';
import { isoDateToUtc } from './dates';
import { frontmatterSchema, postFromFrontmatter, RESERVED_POST_SLUGS, type PostContent } from './post-schema';
import { readingMinutes } from './reading-time';

/** A post as the site shows it: what its file says, plus what the build works out from it once. */
export type Post = PostContent & { readingMinutes: number };

/** Newest first; posts from the same day by slug, so the order never depends on the file system. */
export function comparePosts(a: Post, b: Post): number {
  const byDate = isoDateToUtc(b.date).getTime() - isoDateToUtc(a.date).getTime();
  return byDate !== 0 ? byDate : a.slug.localeCompare(b.slug);
}

/** The blog: content/posts/*.md. A post dated after the build's day is published on that day, by the daily build. */
export const posts = defineCollection({
  name: 'posts',
  noun: 'post',
  folder: 'content/posts',
  schema: frontmatterSchema,
  reservedSlugs: RESERVED_POST_SLUGS,
  entry: (data, { slug, markdown, tree }): Post => ({
    ...postFromFrontmatter(data, { slug, markdown, tree }),
    readingMinutes: readingMinutes(tree, blog.readingWordsPerMinute),
  }),
  compare: comparePosts,
  isPublished: (post, today) => post.date <= today,
});

/** Every post to publish, newest first. Read once per build process; re-read on every request in development. */
export function getAllPosts(): Post[] {
  return getCollection(posts);
}

export function getPostBySlug(slug: string): Post | null {
  return getEntry(posts, slug);
}
