import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { buildDate } from './build-date';
import { ContentValidationError, parseEntryFile, slugFromFileName, type EntryFile } from './content-entry';
import { parseMarkdown, type MarkdownTree } from './markdown';

/**
 * Content collections, after Astro's: a collection is a folder of markdown files and a zod schema
 * for their frontmatter (`defineCollection({ folder, schema })`), plus only what a schema cannot
 * say: the entry it makes, its order, when it is public. Declared once each (lib/posts.ts,
 * lib/trips.ts, lib/visas.ts) and listed once (lib/collections.ts), which the CMS, the sitemap,
 * the search index, the enquiries and the launch check loop over. One mechanism loads, validates,
 * checks references, rejects duplicate slugs, filters drafts and sorts every collection. See
 * docs/decisions/0070-content-collections-and-prices-that-expire.md and
 * docs/decisions/0100-one-list-of-collections.md.
 */

/** What every entry has, whatever its collection. */
export type BaseEntry = { slug: string; title: string; draft: boolean; markdown: string; sample?: boolean };

/** One file as read from disk: its name, the path shown in errors, and its text. */
export type EntryFileText = { fileName: string; displayPath: string; source: string };

/** What `entry` gets besides the checked frontmatter: the slug, the markdown and its tree, and the day built for. */
export type EntryContext = { slug: string; markdown: string; tree: MarkdownTree; today: string };

export type CollectionDefinition<Schema extends z.ZodObject, Entry extends BaseEntry> = {
  /** The collection's name, as the CMS, the search index and its environment variable call it: `posts`, `trips`. */
  name: string;
  /** One entry, in error messages: "post". */
  noun: string;
  /** The folder, relative to the project (`content/posts`); `<NAME>_DIR` points elsewhere (tests, benchmarks). */
  folder: string;
  schema: Schema;
  /** Slugs the collection's own pages use (`/blog/page/`), refused as file names. */
  reservedSlugs?: readonly string[];
  /** The entry a file's checked frontmatter makes. */
  entry: (data: z.output<Schema>, context: EntryContext) => Entry;
  compare: (a: Entry, b: Entry) => number;
  /** Beyond drafts: whether an entry is public on the day built for (a post dated later is not yet). */
  isPublished?: (entry: Entry, today: string) => boolean;
};

export type Collection<Schema extends z.ZodObject, Entry extends BaseEntry> = CollectionDefinition<Schema, Entry> & {
  /** The variable that points the collection at another folder: `POSTS_DIR`. */
  folderEnv: string;
  /** The fields a file must have, in the schema's order: those the schema refuses to miss. */
  requiredFields: readonly string[];
  /** The fields naming entries of another collection (`reference()`), by field. */
  references: Readonly<Record<string, AnyCollection>>;
};

/** A collection of any schema and entry: what a reference names. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type -- any schema and entry; an interface, as Collection refers to it
export interface AnyCollection extends Collection<any, any> {}

/** Required exactly when the schema refuses a missing value (and supplies no default). */
export function isRequiredField(schema: z.ZodType): boolean {
  return !z.safeParse(schema, undefined).success;
}

/** What a reference field's schema names, by the schema object (`reference()` below). */
const referenced = new WeakMap<z.ZodType, AnyCollection>();

/**
 * A field naming an entry of another collection by its slug, as Astro's `reference('trips')`.
 * It takes the collection itself rather than its name, so what may be named is known at the
 * import. Checked once when the collection loads (a name that is no entry stops the build with the
 * file, the field and the names there are); the CMS shows it as a relation widget. In a list:
 * `z.array(reference(trips))`.
 */
export function reference(target: AnyCollection) {
  const schema = z
    .string({ error: `must name one of the ${target.name} by its file name` })
    .trim()
    .min(1, { error: 'must not be empty' })
    .meta({ reference: target.name });
  referenced.set(schema, target);
  return schema;
}

/** The collection a field's schema references, through a default, an optional and a list. */
function referenceOf(field: z.ZodType): AnyCollection | undefined {
  let schema: z.ZodType = field;
  for (;;) {
    const found = referenced.get(schema);
    if (found) return found;
    if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional) schema = schema.unwrap() as z.ZodType;
    else if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType;
    else return undefined;
  }
}

export function defineCollection<Schema extends z.ZodObject, Entry extends BaseEntry>(
  definition: CollectionDefinition<Schema, Entry>,
): Collection<Schema, Entry> {
  const shape = definition.schema.shape as Record<string, z.ZodType>;
  const references: Record<string, AnyCollection> = {};
  for (const [field, schema] of Object.entries(shape)) {
    const target = referenceOf(schema);
    if (target) references[field] = target;
  }
  return {
    ...definition,
    folderEnv: `${definition.name.toUpperCase()}_DIR`,
    requiredFields: Object.keys(shape).filter((field) => isRequiredField(shape[field]!)),
    references,
  };
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

export type CollectOptions = {
  includeDrafts: boolean;
  today?: string;
  /** The entries a referenced collection holds; by default read from its folder with the same options. */
  entriesOf?: (collection: AnyCollection) => readonly BaseEntry[];
};

/** A few of the names there are, for a message: all of a short list, the first eight of a long one. */
function namesThereAre(entries: readonly BaseEntry[]): string {
  if (entries.length === 0) return 'there are none yet';
  const names = entries.slice(0, 8).map((entry) => entry.slug);
  return names.join(', ') + (entries.length > 8 ? ` and ${entries.length - 8} more` : '');
}

/** Each name in a reference field that is no entry of its collection, as one problem line. */
function referenceProblems(
  collection: AnyCollection,
  data: Record<string, unknown>,
  displayPath: string,
  entriesOf: (collection: AnyCollection) => readonly BaseEntry[],
): string[] {
  const problems: string[] = [];
  for (const [field, target] of Object.entries(collection.references)) {
    const value = data[field];
    const names = value === undefined ? [] : Array.isArray(value) ? value : [value];
    const entries = names.length > 0 ? entriesOf(target) : [];
    for (const name of names) {
      if (entries.some((entry) => entry.slug === name)) continue;
      problems.push(
        `${displayPath}: "${field}" names "${String(name)}", which is not a published ${target.noun} in ${target.folder}/ (${target.name}: ${namesThereAre(entries)})`,
      );
    }
  }
  return problems;
}

/**
 * Validates every file, then rejects duplicate slugs (`alps.md` next to `alps.markdown`), drops
 * drafts and entries not yet published unless asked for them, and sorts once. All problems across
 * all files are reported together.
 */
export function collectEntries<Schema extends z.ZodObject, Entry extends BaseEntry>(
  collection: Collection<Schema, Entry>,
  files: readonly EntryFileText[],
  { includeDrafts, today = buildDate(), entriesOf }: CollectOptions,
): Entry[] {
  // Each referenced collection is read once per load, outside the files' own problems: a broken
  // guide is reported as the guides' problem, not once per trip that names it.
  const loaded = new Map<AnyCollection, readonly BaseEntry[]>();
  const referencedEntries = (target: AnyCollection) => {
    let found = loaded.get(target);
    if (!found) {
      found = entriesOf
        ? entriesOf(target)
        : collectEntries(target, readEntryFiles(collectionDirectory(target)), { includeDrafts, today });
      loaded.set(target, found);
    }
    return found;
  };
  const problems: string[] = [];
  const entries: Entry[] = [];
  const filesBySlug = new Map<string, string>();
  const rules = { noun: `${collection.noun}s`, reserved: collection.reservedSlugs };

  for (const file of files) {
    let slug: string;
    let read: EntryFile<z.output<Schema>>;
    try {
      slug = slugFromFileName(file.fileName, file.displayPath, rules);
      const earlier = filesBySlug.get(slug);
      if (earlier) {
        problems.push(`${file.displayPath}: duplicate slug "${slug}", also used by ${earlier}; rename one of the files`);
        continue;
      }
      filesBySlug.set(slug, file.displayPath);
      read = parseEntryFile(file.source, file.displayPath, collection.schema, {
        required: collection.requiredFields.join(', '),
        noun: collection.noun,
      });
    } catch (error) {
      if (!(error instanceof ContentValidationError)) throw error;
      problems.push(...error.problems);
      continue;
    }
    const wrongNames = referenceProblems(collection, read.data, file.displayPath, referencedEntries);
    if (wrongNames.length > 0) {
      problems.push(...wrongNames);
      continue;
    }
    const entry = collection.entry(read.data, { slug, markdown: read.markdown, tree: read.tree, today });
    trees.set(entry, read.tree);
    entries.push(entry);
  }
  if (problems.length > 0) throw new ContentValidationError(problems, `${collection.noun}s`);

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
