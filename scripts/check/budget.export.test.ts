/**
 * The budget's reading of Next's HTML, on the real export: every page names Next's scripts and a
 * stylesheet where the budget looks for them; the same page written another way fails, naming it.
 */
import { describe, expect, it } from 'vitest';
import { exportDir, exportText } from '../test/export/exports';
import { publicPages, routeOf } from '../lib/export-files';
import { missingFromNext, pageAssets } from './budget';

const dir = exportDir('main');

describe("the budget's expectations of Next's HTML", () => {
  it('hold on every public page of the real export', () => {
    const pages = publicPages(dir);
    expect(pages.length).toBeGreaterThan(5);
    for (const file of pages) {
      const route = routeOf(file, dir);
      expect(missingFromNext(route, pageAssets(exportText(dir, file.slice(dir.length + 1)))), route).toEqual([]);
    }
  });

  it("fail on the same page when Next's scripts come from another folder and its CSS is inline", () => {
    const altered = exportText(dir, 'contact/index.html')
      .replaceAll('/_next/static/chunks/', '/_next/static/js/')
      // Since issue 32 the head asks for each stylesheet by a preload as well (scripts/build/critical-css.ts).
      .replace(/<link rel="stylesheet"[^>]*>|<link rel="preload"[^>]* as="style"[^>]*>/g, '<style>/* inline */</style>');
    expect(missingFromNext('/contact/', pageAssets(altered))).toEqual([
      '/contact/: expected Next\'s scripts (<script src=".../_next/static/chunks/....js">) in the HTML and found none, so the JS budget would measure nothing',
      '/contact/: expected a stylesheet (<link rel="stylesheet">) in the HTML and found none, so the CSS budget and the font rules would check nothing',
    ]);
  });
});
