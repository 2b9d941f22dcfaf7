/**
 * The search-index step over the real export: what the build wrote into out/pagefind/, and the step
 * run again over copies of the pages Next and the earlier steps wrote. An export whose pages lost
 * the article's marker stops the build (search-index.test.ts), and out/'s index holds every entry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchIndexFolder } from '@/lib/search';
import { exportFiles } from '../lib/export-files';
import { exportDir } from '../test/export/exports';
import { tempExport } from '../test/temp-export';
import { publishedEntryCount, SEARCH_ENTRY_FILES, UNUSED_PAGEFIND_FILES, writeSearchIndex } from './search-index';

const dir = exportDir('main');
/** Every entry of every collection is a page of the index. */
const indexed = publishedEntryCount();

const pageCount = (index: string) =>
  (JSON.parse(readFileSync(join(index, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> })
    .languages.en?.page_count;

describe('the search index over the real export', () => {
  it('holds every published entry, the files the search box loads and none of the ready-made interfaces', () => {
    expect(indexed, 'content/ publishes entries, or this test proves nothing').toBeGreaterThan(0);
    const index = join(dir, searchIndexFolder);
    expect(pageCount(index)).toBe(indexed);
    const files = readdirSync(index);
    expect(files).toEqual(expect.arrayContaining([...SEARCH_ENTRY_FILES]));
    for (const name of UNUSED_PAGEFIND_FILES) expect(files).not.toContain(name);
  });

  it('is what the step writes from the pages as the build left them, file for file', async () => {
    const pages = exportFiles(dir, '.html')
      .map((file) => relative(dir, file))
      .filter((page) => !page.startsWith('admin'));
    const copy = tempExport(
      Object.fromEntries(pages.map((page) => [page, readFileSync(join(dir, page), 'utf8')])),
      'search-index-',
    );
    expect(await writeSearchIndex(copy, { entries: indexed })).toBe(indexed);
    expect(readdirSync(join(copy, searchIndexFolder)).sort()).toEqual(readdirSync(join(dir, searchIndexFolder)).sort());
  });
});
