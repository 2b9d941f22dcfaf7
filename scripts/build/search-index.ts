/**
 * Runs after postbuild (`npm run build`): indexes the exported posts with Pagefind into
 * `<export>/pagefind/`, which the blog's search box (components/blog/SiteSearch.tsx) loads in small
 * chunks when a reader starts to search.
 *
 *   npx tsx scripts/build/search-index.ts [--dir out]
 *
 * What is indexed is decided by the markup, not here: only pages with `data-pagefind-body` (a
 * post's article, components/blog/PostArticle.tsx) count, so the list, topic and marketing pages
 * and the header, footer and related posts around a post stay out. Drafts are never exported, so
 * they are never indexed. It runs after postbuild so the pages it reads are the ones served.
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { searchIndexFolder } from '@/lib/search';
import { fail, isEntryPoint } from '../lib/cli';
import { exportFiles, exportFromCommandLine } from '../lib/export-files';

/** The attribute that marks the part of a page to index (a post's article). */
const SEARCH_BODY = 'data-pagefind-body';

/** What the search needs from Pagefind's output; its ready-made interfaces are left out of the deploy. */
const KEEP =
  /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|wasm\..*\.pagefind|pagefind\..*\.pf_meta|index|fragment|filter)$/;

/** Writes the index of the export in `dir`; returns how many pages it holds. */
export async function writeSearchIndex(dir: string): Promise<number> {
  const output = join(dir, searchIndexFolder);
  rmSync(output, { recursive: true, force: true });
  // Pagefind's Node API is an ES module only, and tsx runs these scripts as CommonJS.
  const pagefind = await import('pagefind');
  try {
    // The site is written in English; saying so keeps one index instead of one per detected language.
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(errors.join('; '));
    // Only pages that mark a body are given to Pagefind: left to itself, a site with no such page
    // (a blog without posts) would be indexed whole, navigation and footer included.
    let pages = 0;
    for (const file of exportFiles(dir, '.html')) {
      const content = readFileSync(file, 'utf8');
      if (!content.includes(SEARCH_BODY)) continue;
      const added = await index.addHTMLFile({ sourcePath: relative(dir, file).split(sep).join('/'), content });
      if (added.errors.length > 0) throw new Error(`${relative(dir, file)}: ${added.errors.join('; ')}`);
      pages++;
    }
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
    for (const entry of readdirSync(output)) if (!KEEP.test(entry)) rmSync(join(output, entry), { recursive: true });
    return pages;
  } finally {
    await pagefind.close();
  }
}

if (isEntryPoint(import.meta.url)) {
  const { dir } = exportFromCommandLine('search-index');
  writeSearchIndex(dir).then(
    (pages) => {
      console.log(`search-index: ${pages} posts indexed into ${relative(process.cwd(), join(dir, searchIndexFolder))}`);
    },
    (error: unknown) => fail('search-index', error instanceof Error ? error.message : String(error)),
  );
}
