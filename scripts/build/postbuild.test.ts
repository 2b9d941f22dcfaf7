import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';
import { sha256Source } from './csp';
import { assertOnePolicyPerVisit, processExport } from './postbuild';

const page = (title: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${title}</title></head><body></body></html>`;
const payload = '(self.__next_f=self.__next_f||[]).push([0])';
const inline = 'document.documentElement.dataset.about=1';
const policyOf = (dir: string, file: string) =>
  readFileSync(join(dir, file), 'utf8').match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1] ?? '';

describe('postbuild', () => {
  const dir = tempExport({
    'index.html': page('Home'),
    'about/index.html': page('About').replace('</head>', `<script>${inline}</script></head>`),
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

  it('gives every page one policy, which lets the search compile WebAssembly wherever a visit starts', () => {
    const files = [
      'index.html',
      'about/index.html',
      'blog/index.html',
      'blog/search/index.html',
      'blog/hiking-in-the-alps/index.html',
      '404.html',
    ];
    const policies = new Set(files.map((file) => policyOf(dir, file)));
    expect(policies.size).toBe(1);
    expect([...policies][0]).toMatch(/script-src 'self' 'sha256-[^']+' 'wasm-unsafe-eval'/);
    expect(readFileSync(join(dir, '_headers'), 'utf8')).not.toContain('wasm-unsafe-eval');
  });

  it('admits the inline scripts of every page in that one policy', () => {
    const start = readFileSync(join(dir, 'blog/hiking-in-the-alps/index.html'), 'utf8').match(
      /<script id="_R_">([^<]*)<\/script>/,
    );
    const home = policyOf(dir, 'index.html');
    if (start) expect(home).toContain(sha256Source(start[1]!));
    expect(home).toContain(sha256Source(inline));
  });

  it('fails the build when two pages a visitor moves between carry different policies', () => {
    const about = join(dir, 'about/index.html');
    const original = readFileSync(about, 'utf8');
    writeFileSync(about, original.replace(" 'wasm-unsafe-eval'", ''));
    try {
      expect(() => assertOnePolicyPerVisit(dir, [join(dir, 'index.html'), about])).toThrow(
        /about\/index\.html: "script-src 'self' 'sha256-[^']+'" where index\.html has/,
      );
    } finally {
      writeFileSync(about, original);
    }
  });

  it("moves a page's React payload into a deferred script, whose code the policy then need not hash", () => {
    const html = readFileSync(join(dir, 'blog/hiking-in-the-alps/index.html'), 'utf8');
    const src = html.match(/<script src="\/(_next\/static\/payload\/[0-9a-f]+\.js)" defer="">/)?.[1];
    expect(src).toBeDefined();
    expect(readFileSync(join(dir, src!), 'utf8')).toBe(`${payload};\n(globalThis.TURBOPACK||[]).push({});\n`);
    expect(html).not.toContain('__next_f');
    expect(policyOf(dir, 'blog/hiking-in-the-alps/index.html')).not.toContain(sha256Source(payload));
  });
});
