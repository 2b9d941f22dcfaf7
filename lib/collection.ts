import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { z } from 'zod';
import { buildDate } from './build-date';
import { ContentValidationError, parseEntryFile, slugFromFileName, type EntryFile } from './content-entry';
import { parseMarkdown, type MarkdownTree } from './markdown';

/**
 * Content collections, after Astro's: a collection is a folder of markdown files, a zod schema for
 * their frontmatter and what an entry is made of, declared once (lib/posts.ts, lib/trips.ts). One
 * mechanism loads, validates, rejects duplicate slugs, filters drafts and sorts every collection;
 * the CMS (scripts/build/cms-config.ts) loops over the same declarations. See
 * docs/decisions/0070-content-collections.md.
 */

/** What every entry has, whatever its collection. */
export type BaseEntry = { slug: string; draft: boolean; markdown: string };

/** One file as read from disk: its name, the path shown in errors, and its text. */
export type EntryFileText = { fileName: string; displayPath: string; source: string };

/** What `entry` gets besides the checked frontmatter: the slug, the markdown and its tree, and the day built for. */
export type EntryContext = { slug: string; markdown: string; tree: MarkdownTree; today: string };

export type Collection<Schema extends z.ZodObject, Entry extends BaseEntry> = {
  /** The collection's name, as the CMS and the search index call it: `posts`, `trips`. */
  name: string;
  /** What a problem list calls the files: "blog posts". */
  label: string;
  /** One entry, in error messages: "post". */
  noun: string;
  /** The folder, relative to the project (`content/posts`); `folderEnv` points elsewhere (tests, benchmarks). */
  folder: string;
  folderEnv: string;
  schema: Schema;
  /** The fields a file without frontmatter is told to start with. */
  requiredFields: readonly string[];
  /** Slugs the collection's own pages use (`/blog/page/`), refused as file names. */
  reservedSlugs?: readonly string[];
  /** The entry a file's checked frontmatter makes. */
  entry: (data: z.output<Schema>, context: EntryContext) => Entry;
  compare: (a: Entry, b: Entry) => number;
  /** Beyond drafts: whether an entry is public on the day built for (a post dated later is not yet). */
  isPublished?: (entry: Entry, today: string) => boolean;
};

export function defineCollection<Schema extends z.ZodObject, Entry extends BaseEntry>(
  collection: Collection<Schema, Entry>,
): Collection<Schema, Entry> {
  return collection;
}

/** Each entry's markdown as parsed when its file was read, for the pages to render it from. */
const trees = new WeakMap<BaseEntry, MarkdownTree>();

/** The tree of an entry's markdown, parsed once; an entry that did not come from a collection has its text parsed here. */
export function entryTree(entry: BaseEntry): MarkdownTree {
  const known = trees.get(entry);
  if (known) return known;
  const tree = parseMarkdown(entry.markdown);
  trees.set(entry, tree);
  return tree;
}

export type CollectOptions = { includeDrafts: boolean; today?: string };

/**
 * Validates every file, then rejects duplicate slugs (`alps.md` next to `alps.markdown`), drops
 * drafts and entries not yet published unless asked for them, and sorts once. All problems across
 * all files are reported together.
 */
export function collectEntries<Schema extends z.ZodObject, Entry extends BaseEntry>(
  collection: Collection<Schema, Entry>,
  files: readonly EntryFileText[],
  { includeDrafts, today = buildDate() }: CollectOptions,
): Entry[] {
  const problems: string[] = [];
  const entries: Entry[] = [];
  const filesBySlug = new Map<string, string>();
  const rules = { noun: `${collection.noun}s`, reserved: collection.reservedSlugs };

  for (const file of files) {
    try {
      const slug = slugFromFileName(file.fileName, file.displayPath, rules);
      const earlier = filesBySlug.get(slug);
      if (earlier) {
        problems.push(`${file.displayPath}: duplicate slug "${slug}", also used by ${earlier}; rename one of the files`);
        continue;
      }
      filesBySlug.set(slug, file.displayPath);
      const read: EntryFile<z.output<Schema>> = parseEntryFile(file.source, file.displayPath, collection.schema, {
        required: collection.requiredFields.join(', '),
        noun: collection.noun,
      });
      const entry = collection.entry(read.data, { slug, markdown: read.markdown, tree: read.tree, today });
      trees.set(entry, read.tree);
      entries.push(entry);
    } catch (error) {
      if (!(error instanceof ContentValidationError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ContentValidationError(problems, collection.label);

  const published = (entry: Entry) => !entry.draft && (collection.isPublished?.(entry, today) ?? true);
  return entries.filter((entry) => includeDrafts || published(entry)).sort(collection.compare);
}

/** The collection's folder, or the one in its environment variable (tests and the benchmark build from fixtures). */
export function collectionDirectory(collection: Pick<Collection<z.ZodObject, BaseEntry>, 'folder' | 'folderEnv'>): string {
  return resolve(process.env[collection.folderEnv] || join(process.cwd(), collection.folder));
}

/** A path as messages show it: relative inside the project, in full outside it. */
export function displayPath(path: string): string {
  const fromRoot = relative(process.cwd(), path);
  return fromRoot.startsWith('..') || isAbsolute(fromRoot) ? path : fromRoot;
}

/** Reads every file in a folder; dotfiles (editor swap files, .DS_Store) are ignored, anything else must be an entry. */
export function readEntryFiles(directory: string): EntryFileText[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch (error) {
    // No folder simply means no entries yet; the pages then show their empty state.
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

/** Drafts (and entries dated later) show while writing (`next dev`), never in the export, the feed or the sitemap. */
function includeDrafts(): boolean {
  return process.env.NODE_ENV !== 'production';
}

const productionCache = new Map<string, { key: string; entries: BaseEntry[] }>();

/**
 * What a build would publish from the collection's folder, whatever NODE_ENV says: drafts and
 * entries not yet due left out. For the scripts that run beside the build (the search index's
 * count, the launch check), which are not production processes.
 */
export function publishedEntries<Schema extends z.ZodObject, Entry extends BaseEntry>(
  collection: Collection<Schema, Entry>,
): Entry[] {
  return collectEntries(collection, readEntryFiles(collectionDirectory(collection)), { includeDrafts: false });
}

/** Every entry to publish, in the collection's order. Read once per build process; re-read on every request in development. */
export function getCollection<Schema extends z.ZodObject, Entry extends BaseEntry>(
  collection: Collection<Schema, Entry>,
): Entry[] {
  const directory = collectionDirectory(collection);
  if (includeDrafts()) return collectEntries(collection, readEntryFiles(directory), { includeDrafts: true });
  const today = buildDate();
  const key = `${directory}\n${today}`;
  const cached = productionCache.get(collection.name);
  if (cached?.key === key) return cached.entries as Entry[];
  const entries = collectEntries(collection, readEntryFiles(directory), { includeDrafts: false, today });
  productionCache.set(collection.name, { key, entries });
  return entries;
}

/** One entry by slug, or null (the page then calls notFound()). */
export function getEntry<Schema extends z.ZodObject, Entry extends BaseEntry>(
  collection: Collection<Schema, Entry>,
  slug: string,
): Entry | null {
  return getCollection(collection).find((entry) => entry.slug === slug) ?? null;
}
