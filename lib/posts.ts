import { blog } from '@/content/blog';
import {
  collectEntries,
  collectionDirectory,
  defineCollection,
  entryTree,
  getCollection,
  getEntry,
  readEntryFiles,
  type CollectOptions,
  type EntryFileText,
} from './collection';
import { isoDateToUtc } from './dates';
import type { MarkdownTree } from './markdown';
import {
  frontmatterSchema,
  postFromFrontmatter,
  REQUIRED_POST_FIELDS,
  RESERVED_POST_SLUGS,
  type Post as PostFileContent,
} from './post-schema';
import { readingMinutes } from './reading-time';

/** A post as the site shows it: what its file says, plus what the build works out from it once. */
export type Post = PostFileContent & { readingMinutes: number };

/** One post file as read from disk: its name, the path shown in errors, and its text. */
export type PostFile = EntryFileText;

/** Newest first; posts from the same day by slug, so the order never depends on the file system. */
export function comparePosts(a: Post, b: Post): number {
  const byDate = isoDateToUtc(b.date).getTime() - isoDateToUtc(a.date).getTime();
  return byDate !== 0 ? byDate : a.slug.localeCompare(b.slug);
}

/** The blog: content/posts/*.md. A post dated after the build's day is published on that day, by the daily build. */
export const posts = defineCollection({
  name: 'posts',
  label: 'blog posts',
  noun: 'post',
  folder: 'content/posts',
  folderEnv: 'POSTS_DIR',
  schema: frontmatterSchema,
  requiredFields: REQUIRED_POST_FIELDS,
  reservedSlugs: RESERVED_POST_SLUGS,
  entry: (data, { slug, markdown, tree }): Post => ({
    ...postFromFrontmatter(data, { slug, markdown, tree }),
    readingMinutes: readingMinutes(tree, blog.readingWordsPerMinute),
  }),
  compare: comparePosts,
  isPublished: (post, today) => post.date <= today,
});

/** The tree of a post's markdown, parsed once (lib/markdown.ts): its excerpt, reading time and HTML are all read from it. */
export const postTree: (post: Post) => MarkdownTree = entryTree;

/** Validates, drops drafts and posts not yet due unless asked for them, and sorts newest first (lib/collection.ts). */
export function collectPosts(files: readonly PostFile[], options: CollectOptions): Post[] {
  return collectEntries(posts, files, options);
}

/** content/posts/, or the folder in POSTS_DIR (tests and the benchmark build from fixtures). */
export function postsDirectory(): string {
  return collectionDirectory(posts);
}

export const readPostFiles = readEntryFiles;
export { displayPath } from './collection';

/** Every post to publish, newest first. Read once per build process; re-read on every request in development. */
export function getAllPosts(): Post[] {
  return getCollection(posts);
}

export function getPostBySlug(slug: string): Post | null {
  return getEntry(posts, slug);
}
