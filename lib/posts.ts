import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { blog } from '@/content/blog';
import { isoDateToUtc } from './dates';
import { parseMarkdown, type MarkdownTree } from './markdown';
import { parsePostFile, PostValidationError, slugFromFileName, type Post as PostFileContent } from './post-schema';
import { readingMinutes } from './reading-time';

/** A post as the site shows it: what its file says, plus what the build works out from it once. */
export type Post = PostFileContent & { readingMinutes: number };

/** One post file as read from disk: its name, the path shown in errors, and its text. */
export type PostFile = { fileName: string; displayPath: string; source: string };

/** Each post's markdown as parsed when its file was read, for the pages to render it from. */
const trees = new WeakMap<Post, MarkdownTree>();

/**
 * The tree of a post's markdown, parsed once (lib/markdown.ts): its excerpt, reading time and HTML
 * are all read from it. A post that did not come from collectPosts has its text parsed here.
 */
export function postTree(post: Post): MarkdownTree {
  const known = trees.get(post);
  if (known) return known;
  const tree = parseMarkdown(post.markdown);
  trees.set(post, tree);
  return tree;
}

/** Newest first; posts from the same day by slug, so the order never depends on the file system. */
export function comparePosts(a: Post, b: Post): number {
  const byDate = isoDateToUtc(b.date).getTime() - isoDateToUtc(a.date).getTime();
  return byDate !== 0 ? byDate : a.slug.localeCompare(b.slug);
}

/**
 * Validates every file, then rejects duplicate slugs (`alps.md` next to `alps.markdown`), drops
 * drafts unless asked for, and sorts once. All problems across all files are reported together.
 */
export function collectPosts(files: PostFile[], { includeDrafts }: { includeDrafts: boolean }): Post[] {
  const problems: string[] = [];
  const posts: Post[] = [];
  const filesBySlug = new Map<string, string>();

  for (const file of files) {
    try {
      const slug = slugFromFileName(file.fileName, file.displayPath);
      const earlier = filesBySlug.get(slug);
      if (earlier) {
        problems.push(`${file.displayPath}: duplicate slug "${slug}", also used by ${earlier}; rename one of the files`);
        continue;
      }
      filesBySlug.set(slug, file.displayPath);
      const { post, tree } = parsePostFile(file.source, slug, file.displayPath);
      const read = { ...post, readingMinutes: readingMinutes(tree, blog.readingWordsPerMinute) };
      trees.set(read, tree);
      posts.push(read);
    } catch (error) {
      if (!(error instanceof PostValidationError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new PostValidationError(problems);

  return posts.filter((post) => includeDrafts || !post.draft).sort(comparePosts);
}

/** content/posts/, or the folder in POSTS_DIR (tests and the benchmark build from fixtures). */
export function postsDirectory(): string {
  return resolve(process.env.POSTS_DIR || join(process.cwd(), 'content', 'posts'));
}

/** A path as messages show it: relative inside the project, in full outside it. */
export function displayPath(path: string): string {
  const fromRoot = relative(process.cwd(), path);
  return fromRoot.startsWith('..') || isAbsolute(fromRoot) ? path : fromRoot;
}

/** Reads every post file in a folder; dotfiles (editor swap files, .DS_Store) are ignored, anything else must be a post. */
export function readPostFiles(directory: string): PostFile[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch (error) {
    // No folder simply means no posts yet; the blog then shows its empty state.
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((fileName) => {
      const path = join(directory, fileName);
      return { fileName, displayPath: displayPath(path), source: readFileSync(path, 'utf8') };
    });
}

/** Drafts show while writing (`next dev`), never in the export, the feed or the sitemap. */
function includeDrafts(): boolean {
  return process.env.NODE_ENV !== 'production';
}

let productionCache: { directory: string; posts: Post[] } | undefined;

/** Every post to publish, newest first. Read once per build process; re-read on every request in development. */
export function getAllPosts(): Post[] {
  const directory = postsDirectory();
  if (!includeDrafts()) {
    if (productionCache?.directory !== directory) {
      productionCache = { directory, posts: collectPosts(readPostFiles(directory), { includeDrafts: false }) };
    }
    return productionCache.posts;
  }
  return collectPosts(readPostFiles(directory), { includeDrafts: true });
}

export function getPostBySlug(slug: string): Post | null {
  return getAllPosts().find((post) => post.slug === slug) ?? null;
}
