import { describe, expect, it } from 'vitest';
import { PAYLOAD_FOLDER } from '../lib/export-files';
import { externalizePayload } from './payload';

const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])';
const push = (text: string) => `self.__next_f.push([1,${JSON.stringify(text)}])`;
const first = '0:["$","h1",null,{}]\n';
const second = '1:"</script> is escaped by Next as \\u003c/script"\n';
const start = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":[],"runtimeModuleIds":[7]})';
const page = (base = '') =>
  '<!DOCTYPE html><html><head><script>(function(){})()</script>' +
  `<script src="${base}/_next/static/chunks/main.js" async=""></script></head>` +
  `<body><h1>Home</h1><script id="_R_">${start};</script>` +
  `<script>${bootstrap}</script><script>${push(first)}</script>` +
  '<script type="application/ld+json">{"@type":"TravelAgency"}</script>' +
  `<script>${push(second)}</script></body></html>`;

describe('externalizePayload', () => {
  it("moves every payload script, in order, then Turbopack's start, into one file loaded with defer", () => {
    const { html, file } = externalizePayload(page());
    expect(file).not.toBeNull();
    expect(file!.path).toMatch(new RegExp(`^${PAYLOAD_FOLDER}/[0-9a-f]{20}\\.js$`));
    expect(file!.code).toBe(`${bootstrap};\n${push(first)};\n${push(second)};\n${start};\n`);
    expect(html).not.toContain('__next_f');
    expect(html).not.toContain('_R_');
    expect(html).toContain(`<h1>Home</h1><script src="/${file!.path}" defer=""></script><script type="application/ld+json">`);
  });

  it('pushes the payload as the inline scripts did, and starts Next only once all of it is in', () => {
    const { file } = externalizePayload(page());
    const self: { __next_f?: unknown[] } = {};
    const pushedWhenStarted: number[] = [];
    const global = { TURBOPACK: { push: () => pushedWhenStarted.push(self.__next_f!.length) } };
    new Function('self', 'globalThis', file!.code)(self, global);
    expect(self.__next_f).toEqual([[0], [1, first], [1, second]]);
    expect(pushedWhenStarted).toEqual([3]);
  });

  it('keeps every other script where it was', () => {
    const { html } = externalizePayload(page());
    expect(html).toContain('<script>(function(){})()</script>');
    expect(html).toContain('<script src="/_next/static/chunks/main.js" async=""></script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"TravelAgency"}</script>');
  });

  it("serves the file from where Next's chunks are served, base path included", () => {
    const { html, file } = externalizePayload(page('/travel-orchard'));
    expect(html).toContain(`<script src="/travel-orchard/${file!.path}" defer=""></script>`);
  });

  it('names the file by its content, so a page never meets another build’s payload', () => {
    const a = externalizePayload(page()).file!.path;
    expect(externalizePayload(page()).file!.path).toBe(a);
    expect(externalizePayload(page().replace('null', '{}')).file!.path).not.toBe(a);
  });

  it('leaves a page without a payload (the CMS, or one already processed) as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><h1>CMS</h1></body></html>';
    expect(externalizePayload(plain)).toEqual({ html: plain, file: null });
    const once = externalizePayload(page()).html;
    expect(externalizePayload(once)).toEqual({ html: once, file: null });
  });

  it('names the page when it cannot tell where the scripts are served from', () => {
    const noChunks = `<html><body><script>${bootstrap}</script></body></html>`;
    expect(() => externalizePayload(noChunks, 'about/index.html')).toThrow(
      "about/index.html: has Next's inline payload but no script from /_next/static/chunks/",
    );
  });

  it('names the page when it has no Turbopack start, which must run after the payload', () => {
    expect(() => externalizePayload(page().replace(/<script id="_R_">.*?<\/script>/, ''), 'about/index.html')).toThrow(
      'about/index.html: has Next\'s inline payload but no Turbopack start (<script id="_R_">) to run after it',
    );
  });
});
