/**
 * Postbuild on pages of the real export with Next's React payload in another shape: no step of the
 * build reads the payload (docs/decisions/0030-payload-step.md), and the policy admits every inline
 * script by the hash of the text that ships, whatever its shape. As Next wrote them, out/ itself
 * shows it (head-script.export.test.ts: "is allowed by each page's policy...").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportDir, served } from '../test/export/exports';
import { scanTags } from '../lib/html';
import { tempExport } from '../test/temp-export';
import { inlineScriptHashes } from './csp';
import { processExport } from './postbuild';

const dir = exportDir('main');
const PAGES = ['index.html', 'contact/index.html', 'blog/index.html', '404.html'];
const options = { imageOrigins: [], frameOrigins: [], connectOrigins: [] };

/** The script-src a page's meta policy carries. */
function scriptSrc(html: string): string {
  const meta = scanTags(html).find((tag) => tag.name === 'meta' && tag.attributes['http-equiv'] === 'Content-Security-Policy');
  return /script-src ([^;]*)/.exec(meta?.attributes.content ?? '')?.[1] ?? '';
}

/** Runs postbuild over copies of the pages, each changed by `alter`; returns the pages it wrote. */
function postbuild(alter: (html: string) => string): Map<string, string> {
  const copy = tempExport(Object.fromEntries(PAGES.map((page) => [page, alter(served(dir, page))])), 'postbuild-export-');
  processExport(copy, options);
  return new Map(PAGES.map((page) => [page, readFileSync(join(copy, page), 'utf8')]));
}

/** Next's payload renamed and each push split in two: a shape a later Next might write. */
function reshapePayload(html: string): string {
  return html
    .replaceAll('self.__next_f', 'self.__next_s')
    .replace('<script id="_R_">', '<script id="_S_">')
    .replace(/<script>(self\.__next_s\.push\(\[1,)("[^"]{0,40})/g, '<script>$1"x"])</script><script>$1$2');
}

describe('postbuild over the real export', () => {
  it("admits every inline script when Next's payload takes another shape, because nothing reads it", () => {
    expect(served(dir, 'contact/index.html')).toContain('self.__next_f.push(');
    const pages = postbuild(reshapePayload);
    const contact = pages.get('contact/index.html')!;
    expect(contact).not.toContain('__next_f');
    expect(contact).toContain('<script id="_S_">');
    expect(inlineScriptHashes(contact).length).toBeGreaterThan(inlineScriptHashes(served(dir, 'contact/index.html')).length);
    for (const [page, html] of pages) for (const hash of inlineScriptHashes(html)) expect(scriptSrc(html), page).toContain(hash);
  });
});
