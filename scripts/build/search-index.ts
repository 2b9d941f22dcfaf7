/**
 * Runs after postbuild (`npm run build`): indexes the exported entries of every collection (posts,
 * trips, visa guides: lib/collections.ts) with Pagefind into
 * `<export>/pagefind/`, which the blog's search box (components/blog/SiteSearch.tsx) loads in small
 * chunks when a reader starts to search.
 *
 *   npx tsx scripts/build/search-index.ts [--dir out]      (POSTS_DIR as for the build)
 *
 * What is indexed is decided by the markup, not here: only pages with `data-pagefind-body` (an
 * entry's article, components/ui/EntryPage.tsx) count, so the list, topic and marketing pages
 * and the header, footer and related posts around a post stay out. Drafts are never exported, so
 * they are never indexed. It runs after postbuild so the pages it reads are the ones served.
 *
 * It fails loudly rather than ship a search that finds nothing: when entries are published and no
 * page is indexed (the article lost its marker), or when Pagefind no longer writes a file the box
 * loads. It deletes only what it wrote: a previous index, and Pagefind's ready-made interfaces,
 * named one by one; a file Pagefind adds or renames is kept, and a folder it did not write is refused.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { publishedEntries } from '@/lib/collection';
import { pageCollections } from '@/lib/collections';
import { searchIndexFolder } from '@/lib/search';
import { fail, isEntryPoint } from '../lib/cli';
import { exportFiles, exportFromCommandLine } from '../lib/export-files';

/** The attribute that marks the part of a page to index (a post's article). */
const SEARCH_BODY = 'data-pagefind-body';

/** What the search box loads first (lib/search.ts): an index without them is no search. */
export const SEARCH_ENTRY_FILES = ['pagefind.js', 'pagefind-entry.json'] as const;

/** Pagefind's ready-made search interfaces, which the site does not use: left out of the deploy. */
export const UNUSED_PAGEFIND_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
] as const;

/**
 * How many entries with a page of their own the build publishes, over every collection that has
 * them (drafts left out, as the export leaves them out): each is a page of the index.
 */
export function publishedEntryCount(): number {
  return pageCollections.reduce((count, { collection }) => count + publishedEntries(collection).length, 0);
}

/**
 * Writes the index of the export in `dir`; returns how many pages it holds. `entries` is how many
 * entries the export publishes: when there are some, an index of none is an error.
 */
export async function writeSearchIndex(dir: string, { entries }: { entries: number }): Promise<number> {
  const output = join(dir, searchIndexFolder);
  if (existsSync(output)) {
    // Only an index this step wrote before is replaced; anything else in its place is not ours to delete.
    if (!existsSync(join(output, 'pagefind-entry.json')))
      throw new Error(
        `${relative(dir, output)}/ is in the export but is not a search index; move it, the index is written there`,
      );
    rmSync(output, { recursive: true });
  }
  // Pagefind's Node API is an ES module only, and tsx runs these scripts as CommonJS.
  const pagefind = await import('pagefind');
  let pages = 0;
  try {
    // The site is written in English; saying so keeps one index instead of one per detected language.
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(errors.join('; '));
    // Only pages that mark a body are given to Pagefind: left to itself, a site with no such page
    // (a blog without posts) would be indexed whole, navigation and footer included.
    for (const file of exportFiles(dir, '.html')) {
      const content = readFileSync(file, 'utf8');
      if (!content.includes(SEARCH_BODY)) continue;
      const added = await index.addHTMLFile({ sourcePath: relative(dir, file).split(sep).join('/'), content });
      if (added.errors.length > 0) throw new Error(`${relative(dir, file)}: ${added.errors.join('; ')}`);
      pages++;
    }
    if (entries > 0 && pages === 0)
      throw new Error(
        `${entries} entries are published but no page of the export has ${SEARCH_BODY}, so the search would find nothing (components/ui/EntryPage.tsx marks an entry's article)`,
      );
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
  } finally {
    await pagefind.close();
  }
  const files = readdirSync(output);
  const missing = SEARCH_ENTRY_FILES.filter((name) => !files.includes(name));
  if (missing.length > 0)
    throw new Error(
      `Pagefind wrote no ${missing.join(' or ')} into ${relative(dir, output)}/, which the search box loads (lib/search.ts)`,
    );
  for (const name of UNUSED_PAGEFIND_FILES) rmSync(join(output, name), { force: true });
  return pages;
}

/** The build's `search-index` step. */
export async function searchIndexStep({ dir }: { dir: string }): Promise<string> {
  const pages = await writeSearchIndex(dir, { entries: publishedEntryCount() });
  return `${pages} pages (${pageCollections.map(({ collection }) => collection.name).join(', ')}) indexed into ${relative(process.cwd(), join(dir, searchIndexFolder))}`;
}

if (isEntryPoint(import.meta.url)) {
  searchIndexStep(exportFromCommandLine('search-index')).then(
    (said) => console.log(`search-index: ${said}`),
    (error: unknown) => fail('search-index', error instanceof Error ? error.message : String(error)),
  );
}
