import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';
import { SEARCH_ENTRY_FILES, UNUSED_PAGEFIND_FILES, writeSearchIndex } from './search-index';

const post = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><header>Menu</header>` +
  `<main><article data-pagefind-body=""><h1>${title}</h1><p>Visas, flights and hotels for ${title}.</p></article></main></body></html>`;
const plain = '<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body><main><h1>Home</h1></main></body></html>';

const entryOf = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };

describe('writeSearchIndex', () => {
  it('indexes the pages that mark a body, keeps what the search box loads and leaves out the ready-made interfaces', async () => {
    const dir = tempExport({
      'index.html': plain,
      'blog/alps/index.html': post('Alps'),
      'blog/zanzibar/index.html': post('Zanzibar'),
    });
    expect(await writeSearchIndex(dir, { entries: 2 })).toBe(2);
    const files = readdirSync(join(dir, 'pagefind'));
    expect(files).toEqual(
      expect.arrayContaining([...SEARCH_ENTRY_FILES, 'pagefind-worker.js', 'wasm.en.pagefind', 'index', 'fragment']),
    );
    for (const name of UNUSED_PAGEFIND_FILES) expect(files).not.toContain(name);
    expect(entryOf(dir).languages.en?.page_count).toBe(2);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(plain);
  });

  it('fails, saying why, when entries are published and no page marks a body', async () => {
    const dir = tempExport({ 'index.html': plain, 'blog/alps/index.html': post('Alps').replace(' data-pagefind-body=""', '') });
    await expect(writeSearchIndex(dir, { entries: 1 })).rejects.toThrow(
      /^1 entries are published but no page of the export has data-pagefind-body/,
    );
    expect(existsSync(join(dir, 'pagefind'))).toBe(false);
  });

  it('writes an empty index for a blog without posts (the search page then says it has nothing)', async () => {
    const dir = tempExport({ 'index.html': plain });
    expect(await writeSearchIndex(dir, { entries: 0 })).toBe(0);
    expect(entryOf(dir).languages.en?.page_count ?? 0).toBe(0);
  });

  it('replaces an index it wrote before, stale files included', async () => {
    const dir = tempExport({ 'blog/alps/index.html': post('Alps') });
    await writeSearchIndex(dir, { entries: 1 });
    writeFileSync(join(dir, 'pagefind', 'fragment', 'en_stale.pf_fragment'), 'old');
    await writeSearchIndex(dir, { entries: 1 });
    expect(readdirSync(join(dir, 'pagefind', 'fragment'))).not.toContain('en_stale.pf_fragment');
  });

  it('refuses to delete a pagefind/ folder it did not write', async () => {
    const dir = tempExport({ 'blog/alps/index.html': post('Alps'), 'pagefind/notes.txt': 'not an index' });
    await expect(writeSearchIndex(dir, { entries: 1 })).rejects.toThrow(/^pagefind\/ is in the export but is not a search index/);
    expect(readFileSync(join(dir, 'pagefind', 'notes.txt'), 'utf8')).toBe('not an index');
  });

  it('never deletes a file outside its folder', async () => {
    const dir = tempExport({ 'blog/alps/index.html': post('Alps'), 'pagefind-ui.js': 'ours', 'assets/pagefind-ui.css': 'ours' });
    await writeSearchIndex(dir, { entries: 1 });
    expect(readFileSync(join(dir, 'pagefind-ui.js'), 'utf8')).toBe('ours');
    expect(readFileSync(join(dir, 'assets', 'pagefind-ui.css'), 'utf8')).toBe('ours');
  });
});
