import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';
import { inlineScriptHashes } from './csp';
import {
  absoluteUrls,
  facesInlineEverywhere,
  inlineCriticalCss,
  inlineExport,
  rewrittenBlocks,
  usedFontFaces,
} from './critical-css';

const base = (basePath = '') => `${basePath}/_next/static/chunks`;
const fontUrl = '../media/display.woff2';
const stylesheets = (basePath = ''): Record<string, string> => ({
  [`${base(basePath)}/site.css`]:
    `@font-face{font-family:displayFont;src:url(${fontUrl})format("woff2");font-display:optional}` +
    '@font-face{font-family:unusedFont;src:url(../media/unused.woff2)format("woff2");font-display:swap}' +
    '.v{--font-display:"displayFont", Georgia, serif}h1{font-family:var(--font-display)}' +
    '.card{padding:1rem}.card:hover{color:red}.dialog{display:block}' +
    ':is(.no-js .menu,.no-popover .menu){display:flex}@media (min-width:960px){.menu{gap:2rem}.drawer{gap:1rem}}',
  [`${base(basePath)}/page.css`]: '.tile{flex-direction:column;display:flex;position:relative;}.unused{color:blue}',
});
const headScript = "(function(c){c.remove('no-js')})(document.documentElement.classList)";
const page = (basePath = '', extraHead = '') =>
  '<!DOCTYPE html><html class="no-js v"><head><meta charSet="utf-8"/>' +
  extraHead +
  `<link rel="stylesheet" href="${base(basePath)}/site.css" data-precedence="next"/>` +
  `<link rel="stylesheet" href="${base(basePath)}/page.css" data-precedence="next"/>` +
  `<script src="${base(basePath)}/main.js" async=""></script><title>Home</title><script>${headScript}</script></head>` +
  '<body><h1>Home</h1><nav class="menu"></nav><ul><li class="card tile">A</li></ul>' +
  `<script src="${base(basePath)}/payload.js" defer=""></script></body></html>`;
const reader =
  (basePath = '') =>
  (href: string) =>
    stylesheets(basePath)[href];

describe('inlineCriticalCss', () => {
  it("puts the rules the page's elements match into a <style> where its first stylesheet stood", async () => {
    const { html, css } = await inlineCriticalCss(page(), reader());
    expect(html).toContain(`crossorigin=""/><style>${css}</style><link rel="preload"`);
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<script'));
    expect(css).toContain('h1{font-family:var(--font-display)}');
    expect(css).toContain('.card{padding:1rem}');
    expect(css).toContain('.card:hover{color:red}');
    expect(css).toContain('@media (min-width:960px){.menu{gap:2rem}}');
    expect(css).not.toContain('.dialog');
    expect(css).not.toContain('.drawer');
    expect(css).not.toContain('.unused');
    // Copied byte for byte, even where Turbopack wrote ";}".
    expect(css).toContain('.tile{flex-direction:column;display:flex;position:relative;}');
    // The no-js and no-popover states' rules, which Beasties cannot match inside :is(), are kept.
    expect(css).toContain(':is(.no-js .menu,.no-popover .menu){display:flex}');
  });

  it('moves every stylesheet, then every async or deferred script, in order, to the end of <body>', async () => {
    const { html, moved } = await inlineCriticalCss(page(), reader());
    expect(moved).toEqual([`${base()}/site.css`, `${base()}/page.css`]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/rel="stylesheet"|main\.js/);
    expect(head).toContain(
      `</style><link rel="preload" href="${base()}/site.css" as="style"/><link rel="preload" href="${base()}/page.css" as="style"/>`,
    );
    expect(html).toContain(
      '<li class="card tile">A</li></ul>' +
        `<link rel="stylesheet" href="${base()}/site.css" data-precedence="next"/>` +
        `<link rel="stylesheet" href="${base()}/page.css" data-precedence="next"/>` +
        `<script src="${base()}/main.js" async=""></script><script src="${base()}/payload.js" defer=""></script></body></html>`,
    );
  });

  it("moves Next's script preloads from the head with its scripts, so nothing but the page's own needs loads beside the photo", async () => {
    const preload = `<link rel="preload" as="script" fetchPriority="low" href="${base()}/late.js"/>`;
    const { html } = await inlineCriticalCss(page('', preload), reader());
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('late.js');
    expect(html).toContain(
      `<link rel="stylesheet" href="${base()}/page.css" data-precedence="next"/>${preload}<script src="${base()}/main.js" async=""></script>`,
    );
  });

  it('leaves every other byte as it was: inline scripts and their CSP hashes included', async () => {
    const original = page();
    const { html, css } = await inlineCriticalCss(original, reader());
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(original));
    const strip = (text: string) =>
      text
        .replace(`<style>${css}</style>`, '')
        .replace(/<link rel="(stylesheet|preload)" href="[^"]*"( as="style"| data-precedence="next")?\/>/g, '')
        .replace(/<link rel="preload" [^>]*as="font"[^>]*>/g, '')
        .replace(/<script src="[^"]*" (async|defer)=""><\/script>/g, '');
    expect(strip(html)).toBe(strip(original));
  });

  it('inlines the font faces the page names, with URLs that hold from the page, and preloads their files', async () => {
    const { html, css } = await inlineCriticalCss(page('/base'), reader('/base'));
    expect(css.startsWith('@font-face{font-family:displayFont;src:url(/base/_next/static/media/display.woff2)')).toBe(true);
    expect(css).not.toContain('unusedFont');
    expect(html).toContain(
      '<link rel="preload" href="/base/_next/static/media/display.woff2" as="font" type="font/woff2" crossorigin=""/><style>',
    );
  });

  it('names each face it inlined as its stylesheet writes it, so the step can take it out of that stylesheet', async () => {
    const { css, faces } = await inlineCriticalCss(page(), reader());
    const face = `@font-face{font-family:displayFont;src:url(${fontUrl})format("woff2");font-display:optional}`;
    expect(faces).toEqual([{ href: `${base()}/site.css`, face }]);
    expect(stylesheets()[`${base()}/site.css`]).toContain(face);
    expect(css).toContain('src:url(/_next/static/media/display.woff2)');
  });

  it('adds no second preload for a font the page already preloads', async () => {
    const preload = '<link rel="preload" href="/_next/static/media/display.woff2" as="font" crossorigin="" type="font/woff2"/>';
    const { html } = await inlineCriticalCss(page('', preload), reader());
    expect(html.split('display.woff2" as="font"')).toHaveLength(2);
  });

  const bare = '<!DOCTYPE html><html><head><title>x</title></head><body><p>x</p></body></html>';

  it('stops the build, naming the page, when the page links no stylesheet from its head', async () => {
    await expect(inlineCriticalCss(bare, reader(), 'about/index.html')).rejects.toThrow(
      /^about\/index\.html: no stylesheet linked from its head/,
    );
    // A stylesheet linked from the body only is not one the head can inline either.
    const late = bare.replace('<p>', `<link rel="stylesheet" href="${base()}/page.css"/><p>`);
    await expect(inlineCriticalCss(late, reader(), 'about/index.html')).rejects.toThrow(/no stylesheet linked from its head/);
  });

  it('stops the build, naming the page, when a stylesheet it links is not in the export', async () => {
    await expect(inlineCriticalCss(page(), () => undefined, 'about/index.html')).rejects.toThrow(
      /about\/index\.html: its stylesheet \/_next\/static\/chunks\/site\.css is not in the export/,
    );
  });
});

describe('the helpers', () => {
  it('makes url() absolute from the stylesheet, under a base path, and leaves absolute and data URLs', () => {
    expect(absoluteUrls('a{src:url(../media/x.woff2)}', '/base/_next/static/chunks/a.css')).toBe(
      'a{src:url(/base/_next/static/media/x.woff2)}',
    );
    expect(absoluteUrls("a{b:url('/x.png') url(data:image/png;base64,AA) url(https://cdn.example/y.png)}", '/c/a.css')).toBe(
      "a{b:url('/x.png') url(data:image/png;base64,AA) url(https://cdn.example/y.png)}",
    );
  });

  it('finds the font faces whose family the CSS names', () => {
    const faces = '@font-face{font-family:"Display";src:url(/a.woff2)}@font-face{font-family:Other;src:url(/b.woff2)}';
    expect(usedFontFaces(faces, 'h1{font-family:"Display",serif}')).toEqual([
      '@font-face{font-family:"Display";src:url(/a.woff2)}',
    ]);
  });

  it('takes a face out of a stylesheet only when every page carries it inline', () => {
    const display = { href: '/a.css', face: '@font-face{font-family:D}' };
    const other = { href: '/a.css', face: '@font-face{font-family:O}' };
    const elsewhere = { href: '/b.css', face: '@font-face{font-family:D}' };
    expect(facesInlineEverywhere([{ faces: [display, other] }, { faces: [display, elsewhere] }])).toEqual(
      new Map([['/a.css', [display.face]]]),
    );
    // A page that carries no face (no stylesheet at all) could start a visit: nothing leaves the stylesheets.
    expect(facesInlineEverywhere([{ faces: [display] }, { faces: [] }])).toEqual(new Map());
  });

  it('reports a declaration block that is not a copy of the source', () => {
    const source = '.tile{flex-direction:column;display:flex;position:relative;}';
    expect(rewrittenBlocks('.tile{flex-direction:column;display:flex;position:relative;}', source)).toEqual([]);
    expect(rewrittenBlocks('.tile{flex-direction:column;display:flexposition:relative;}', source)).toEqual([
      'flex-direction:column;display:flexposition:relative;',
    ]);
  });
});

describe('inlineExport', () => {
  const files = () => ({
    ...Object.fromEntries(Object.entries(stylesheets()).map(([href, css]) => [href.slice(1), css])),
    'services/index.html': '<!DOCTYPE html><html><head><title>About</title></head><body><h1>About</h1></body></html>',
    // Read before the page that stops the step (in path order), and still left as it was.
    'index.html': page(),
  });

  it('stops at a page of the export with no stylesheet in its head, naming it, before writing anything', async () => {
    const dir = tempExport(files());
    await expect(inlineExport(dir)).rejects.toThrow(/^services\/index\.html: no stylesheet linked from its head/);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(page());
  });
});
