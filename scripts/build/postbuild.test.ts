import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';
import { sha256Source } from './csp';
import { processExport } from './postbuild';

const page = (title: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${title}</title></head><body></body></html>`;
const payload = '(self.__next_f=self.__next_f||[]).push([0])';
const policyOf = (dir: string, file: string) =>
  readFileSync(join(dir, file), 'utf8').match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1] ?? '';

describe('postbuild', () => {
  const dir = tempExport({
    'index.html': page('Home'),
    'about/index.html': page('About'),
    'blog/index.html': page('Blog'),
    'blog/page/2/index.html': page('Blog, page 2'),
    'blog/search/index.html': page('Search'),
    'blog/hiking-in-the-alps/index.html': page('A post').replace(
      '</body>',
      `<script src="/_next/static/chunks/a.js" async=""></script><script id="_R_">(globalThis.TURBOPACK||[]).push({})</script><script>${payload}</script></body>`,
    ),
    '404.html': page('Not found'),
  });
  processExport(dir, { imageOrigins: [], frameOrigins: [], connectOrigins: [] });

  it('lets the blog list and the search page compile WebAssembly, for Pagefind', () => {
    expect(policyOf(dir, 'blog/index.html')).toContain("'wasm-unsafe-eval'");
    expect(policyOf(dir, 'blog/search/index.html')).toContain("'wasm-unsafe-eval'");
  });

  it('keeps every other page on its policy, without WebAssembly', () => {
    for (const file of [
      'index.html',
      'about/index.html',
      'blog/page/2/index.html',
      'blog/hiking-in-the-alps/index.html',
      '404.html',
    ]) {
      expect(policyOf(dir, file), file).toMatch(/script-src 'self'/);
      expect(policyOf(dir, file), file).not.toContain('wasm-unsafe-eval');
    }
    expect(readFileSync(join(dir, '_headers'), 'utf8')).not.toContain('wasm-unsafe-eval');
  });

  it("leaves a page's React payload inline, where Next wrote it, allowed by its hash", () => {
    const html = readFileSync(join(dir, 'blog/hiking-in-the-alps/index.html'), 'utf8');
    expect(html).toContain(`<script>${payload}</script>`);
    expect(policyOf(dir, 'blog/hiking-in-the-alps/index.html')).toContain(sha256Source(payload));
  });
});
