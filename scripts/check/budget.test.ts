import { describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';
import { breaches, checkExport, fontFaceProblems, pageAssets, repeatedCss } from './budget';

// The pages below load one stylesheet from the head, as every page did before the CSS went inline.
const budget = { js: 155, css: 15, html: 40, head: 8, blockingRequests: 1 };
const exportWith = (files: Record<string, string>) => tempExport(files, 'budget-');
/** What every page below loads: a woff2, a stylesheet declaring it and one script of Next's. */
const assetFiles = {
  'f.woff2': 'font',
  's.css': '@font-face{src:url(f.woff2);font-display:swap}',
  '_next/static/chunks/a.js': 'console.log(1)',
};

describe('pageAssets', () => {
  const html =
    '<html><head><link rel="preload" href="/f.woff2" as="font" crossorigin=""/><link rel="stylesheet" href="/a.css"/>' +
    '<link rel="preload" href="/b.css" as="style"/><link rel="preload" as="script" href="/c.js"/><script src="/c.js" async=""></script>' +
    '<script src="/poly.js" noModule=""></script><script src="https://cdn.example/x.js"></script>' +
    '<link rel="stylesheet" href="https://fonts.example/css"/></head><body><script src="https://late.example/y.js"></script></body></html>';
  const assets = pageAssets(html);

  it('counts scripts and styles once each, preloads included, polyfills excluded', () => {
    expect(assets.scripts).toEqual(['/c.js', 'https://cdn.example/x.js', 'https://late.example/y.js']);
    expect(assets.styles).toEqual(['/a.css', '/b.css', 'https://fonts.example/css']);
    expect(assets.fontPreloads).toEqual(['/f.woff2']);
  });

  it('reports third-party scripts and stylesheets that block rendering in <head>', () => {
    expect(assets.renderBlockingThirdParty).toEqual(['https://cdn.example/x.js', 'https://fonts.example/css']);
  });

  it('counts every request the first paint waits for: head stylesheets and parser-blocking scripts', () => {
    expect(assets.renderBlocking).toEqual(['/a.css', 'https://cdn.example/x.js', 'https://fonts.example/css']);
  });
});

describe('pageAssets of a page that paints from its HTML', () => {
  const head = [
    '<style>@import url("/i.css");h1{color:red}</style>',
    '<link rel="preload" href="/late.css" as="style"/>',
    '<link rel="stylesheet" href="/print.css" media="print"/>',
    '<script src="/a.js" defer=""></script>',
  ];
  const body = ['<h1>Hi</h1><link rel="stylesheet" href="/mid.css"/><p>after</p>', '<script src="/p.js" defer=""></script>'];
  const assets = pageAssets(
    `<html><head>${head.join('')}</head><body>${body.join('')}<link rel="stylesheet" href="/late.css"/></body></html>`,
  );

  it('reads inline styles, and counts an @import and a body stylesheet with content after it, not one at the end or for print', () => {
    expect(assets.inlineStyles).toEqual(['@import url("/i.css");h1{color:red}']);
    expect(assets.renderBlocking).toEqual(['/i.css', '/mid.css']);
    expect(assets.styles).toEqual(['/late.css', '/print.css', '/mid.css']);
  });
});

describe('repeatedCss', () => {
  const style = '.card{padding:1rem;margin:0}@media (min-width:60em){.card{padding:2rem;margin:0}}.a{b:c}';

  it('passes CSS the page carries once, a rule written twice inside one style included', () => {
    expect(repeatedCss([style], `<style>${style}</style>`)).toEqual([]);
    expect(repeatedCss(['.x{padding:1rem;margin:0}.x{padding:1rem;margin:0}'], '.x{padding:1rem;margin:0}'.repeat(2))).toEqual(
      [],
    );
  });

  it('finds a rule the payload or another style carries again, as experimental.inlineCss writes it', () => {
    const payload = `self.__next_f.push([1,"2:[\\"$\\",\\"style\\",null,{\\"children\\":\\"${style}\\"}]"])`;
    expect(repeatedCss([style], `<style>${style}</style>\n${payload}`)).toEqual([
      '.card{padding:1rem;margin:0}',
      '.card{padding:2rem;margin:0}',
    ]);
  });
});

describe('fontFaceProblems', () => {
  it('accepts self-hosted swap or optional fonts and metric-adjusted local fallbacks', () => {
    const css =
      '@font-face{font-family:a;src:url(../media/a.woff2)format("woff2");font-display:swap}' +
      '@font-face{font-family:c;src:url(../media/c.woff2)format("woff2");font-display:optional}' +
      '@font-face{font-family:a Fallback;src:local(Arial);size-adjust:107%}';
    expect(fontFaceProblems(css)).toEqual([]);
  });

  it('flags a font without swap and one from another origin', () => {
    const problems = fontFaceProblems('@font-face{font-family:b;src:url(https://fonts.example/b.woff2);font-display:block}');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/font-display: swap or optional/);
    expect(problems[1]).toMatch(/another origin: https:\/\/fonts.example/);
  });
});

describe('breaches', () => {
  it('names the route, the kind, the size and the budget', () => {
    expect(breaches({ route: '/', js: 155 * 1024, css: 15 * 1024 + 1, html: 1, head: 1, blocking: 0 }, budget)).toEqual([
      '/: css 15.0 KiB gz is over the budget of 15 KiB',
    ]);
    expect(breaches({ route: '/', js: 1, css: 1, html: 1, head: 9 * 1024, blocking: 2 }, budget)).toEqual([
      '/: head 9.0 KiB gz is over the budget of 8 KiB',
      '/: its first paint waits for 2 request(s) after the HTML; the budget is 1',
    ]);
  });
});

describe('checkExport', () => {
  const page = (extra = '') =>
    `<html><head><link rel="preload" href="/f.woff2" as="font"/><link rel="stylesheet" href="/s.css"/>${extra}</head><body><script src="/_next/static/chunks/a.js"></script></body></html>`;

  it('passes a small export and measures every page', () => {
    const { rows, problems } = checkExport({
      dir: exportWith({ 'index.html': page(), 'about/index.html': page(), ...assetFiles }),
      basePath: '',
      budget,
    });
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.route)).toEqual(['/', '/about/']);
    expect(rows[0]?.js).toBeGreaterThan(10);
  });

  it('fails on a budget breach, a missing asset, a missing font preload and a blocking third-party script', () => {
    const heavy = Array.from({ length: 60_000 }, (_, index) => `var v${index}=${index * 7919};`).join('');
    const dir = exportWith({
      'index.html': page('<script src="/missing.js"></script><script src="https://cdn.example/x.js"></script>'),
      // Next's script from another folder, and no stylesheet: the budget would measure nothing here.
      'about/index.html': '<html><head></head><body><script src="/_next/static/js/b.js"></script></body></html>',
      '_next/static/js/b.js': 'b()',
      ...assetFiles,
      '_next/static/chunks/a.js': heavy,
    });
    const { problems } = checkExport({ dir, basePath: '', budget: { ...budget, js: 100 } });
    expect(problems.join('\n')).toMatch(/\/: js [\d.]+ KiB gz is over the budget of 100 KiB/);
    expect(problems).toContain('/: /missing.js is not in the export');
    expect(problems).toContain('/: render-blocking third-party request https://cdn.example/x.js');
    expect(problems).toContain('/about/: no <link rel="preload" as="font"> for a self-hosted woff2');
    expect(problems).toContain(
      '/about/: expected Next\'s scripts (<script src=".../_next/static/chunks/....js">) in the HTML and found none, so the JS budget would measure nothing',
    );
    expect(problems).toContain(
      '/about/: expected a stylesheet (<link rel="stylesheet">) in the HTML and found none, so the CSS budget and the font rules would check nothing',
    );
  });
});

describe('checkExport of pages that paint from their HTML', () => {
  const next = '<script src="/_next/static/chunks/a.js" async=""></script>';

  it('reads the fonts and the budgets of a page that paints from its HTML', () => {
    const inline = '<style>@font-face{font-family:d;src:url(/f.woff2);font-display:block}h1{color:red}</style>';
    const late = '<link rel="stylesheet" href="/s.css"/>';
    const dir = exportWith({
      'index.html': `<html><head><link rel="preload" href="/f.woff2" as="font"/>${inline}</head><body><h1>x</h1>${late}${next}</body></html>`,
      '404.html': `<html><head>${inline}</head><body><h1>x</h1>${late}${next}</body></html>`,
      ...assetFiles,
    });
    const { rows, problems } = checkExport({ dir, basePath: '', budget: { ...budget, blockingRequests: 0 } });
    expect(rows.map(({ route, blocking }) => ({ route, blocking }))).toEqual([
      { route: '/', blocking: 0 },
      { route: '/404.html', blocking: 0 },
    ]);
    expect(rows[0]!.inlineCss).toBeGreaterThan(0);
    expect(rows[0]!.head).toBeLessThan(rows[0]!.html);
    expect(problems).toEqual([
      expect.stringMatching(/^\/ \(inline <style>\): @font-face without font-display: swap or optional/),
      '/404.html: no <link rel="preload" as="font"> for a self-hosted woff2',
    ]);
  });

  it('fails a page that carries its inline CSS twice', () => {
    const css = '.card{padding:1rem;margin:0 auto}';
    const dir = exportWith({
      'index.html': `<html><head><link rel="preload" href="/f.woff2" as="font"/><style>${css}</style></head><body>${next}<script>self.__next_f.push([1,"${css}"])</script><link rel="stylesheet" href="/s.css"/></body></html>`,
      ...assetFiles,
    });
    expect(checkExport({ dir, basePath: '', budget }).problems).toEqual([
      `/: carries 1 rule(s) of its inline CSS twice, e.g. ${css}`,
    ]);
  });
});
