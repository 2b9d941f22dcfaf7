import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';
import { sha256Source, withoutSources } from './csp';
import { assertOnePolicyPerVisit, processExport } from './postbuild';

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

  it('lets every page compile WebAssembly, so the search works wherever a visit starts', () => {
    for (const file of ['index.html', 'about/index.html', 'blog/index.html', 'blog/search/index.html', '404.html'])
      expect(policyOf(dir, file), file).toMatch(/script-src 'self' .*'wasm-unsafe-eval'/);
    expect(readFileSync(join(dir, '_headers'), 'utf8')).not.toContain('wasm-unsafe-eval');
  });

  it("gives pages one policy but for their own inline scripts' hashes, leaving the React payload inline where Next wrote it", () => {
    expect(readFileSync(join(dir, 'blog/hiking-in-the-alps/index.html'), 'utf8')).toContain(`<script>${payload}</script>`);
    const post = policyOf(dir, 'blog/hiking-in-the-alps/index.html');
    expect(post).toContain(sha256Source(payload));
    expect(policyOf(dir, 'index.html')).not.toContain(sha256Source(payload));
    expect(withoutSources(post, [sha256Source(payload), sha256Source('(globalThis.TURBOPACK||[]).push({})')])).toBe(
      policyOf(dir, 'index.html'),
    );
  });

  it('fails the build when two pages a visitor moves between differ in more than that, naming page and directive', () => {
    const about = join(dir, 'about/index.html');
    const original = readFileSync(about, 'utf8');
    writeFileSync(about, original.replace(" 'wasm-unsafe-eval'", ''));
    try {
      expect(() => assertOnePolicyPerVisit(dir, [join(dir, 'index.html'), about])).toThrow(
        /about\/index\.html: "script-src 'self'" where index\.html has "script-src 'self' 'wasm-unsafe-eval'"/,
      );
    } finally {
      writeFileSync(about, original);
    }
    expect(() =>
      assertOnePolicyPerVisit(dir, [join(dir, 'index.html'), about, join(dir, 'blog/hiking-in-the-alps/index.html')]),
    ).not.toThrow();
  });
});
