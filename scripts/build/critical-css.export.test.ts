/**
 * The critical-CSS step on pages as `next build` wrote them (.next/server/app/, before postbuild
 * and before this step), with their stylesheets from .next/static/: it must find Next's stylesheet
 * links in the head and leave none there, and stop the build, naming the page, when Next's output
 * is not what it reads; and the export the build wrote (out/), every page of it inlined.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanTags } from '../lib/html';
import { exportDir, headTags } from '../test/export/exports';
import { publicPages } from '../lib/export-files';
import { inlineCriticalCss, type ReadStylesheet } from './critical-css';

const pages = ['index.html', 'services.html', 'contact.html'];
const nextPage = (page: string) => {
  const file = join('.next/server/app', page);
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first; this test reads what Next wrote.`);
  return readFileSync(file, 'utf8');
};

/** A stylesheet by its href, from Next's own copy of the static files (the same under any base path). */
const read: ReadStylesheet = (href) => {
  const at = href.indexOf('/_next/static/');
  const file = at === -1 ? undefined : join('.next/static', href.slice(at + '/_next/static/'.length));
  return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

const stylesheetsIn = (html: string, from: number, to: number) =>
  scanTags(html).filter(
    ({ name, attributes, index }) => name === 'link' && attributes.rel === 'stylesheet' && index > from && index < to,
  );

describe("critical CSS over Next's own pages", () => {
  for (const page of pages) {
    it(`${page}: Next links its stylesheets from the head; after the step the head holds the used rules and no stylesheet`, async () => {
      const before = nextPage(page);
      const headEnd = before.indexOf('</head>');
      expect(stylesheetsIn(before, -1, headEnd).length, 'stylesheets in the head as Next wrote it').toBeGreaterThan(0);

      const { html, css, moved } = await inlineCriticalCss(before, read, page);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(css.length).toBeGreaterThan(1000);
      expect(head).toContain(`<style>${css}</style>`);
      expect(stylesheetsIn(html, -1, html.indexOf('</head>'))).toEqual([]);
      const main = html.indexOf('<main');
      expect(stylesheetsIn(html, main, html.length).map(({ attributes }) => attributes.href)).toEqual(moved);
    });
  }

  it('left no page of the export without its CSS inline', () => {
    const dir = exportDir('main');
    const pages = publicPages(dir);
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) {
      const head = headTags(readFileSync(file, 'utf8'));
      expect(head.filter(({ name }) => name === 'style').length, relative(dir, file)).toBeGreaterThan(0);
      expect(
        head.filter(({ name, attributes }) => name === 'link' && attributes.rel === 'stylesheet'),
        relative(dir, file),
      ).toEqual([]);
    }
  });

  it('stops, naming the page, when Next wrote no </body> to move the stylesheets before', async () => {
    const before = nextPage('contact.html').replaceAll('</body>', '');
    await expect(inlineCriticalCss(before, read, 'contact.html')).rejects.toThrow(/^contact\.html: no <\/head> or <\/body>/);
  });
});
