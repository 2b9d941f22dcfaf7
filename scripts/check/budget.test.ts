import { describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';
import { breaches, checkExport, fontFaceProblems, localFile, missingFromNext, pageAssets } from './budget';

const budget = { js: 155, css: 15, html: 40 };

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

describe('paths', () => {
  it('map page URLs to export files under the base path', () => {
    expect(localFile('/base/_next/a.js?v=1', { dir: '/out', basePath: '/base' })).toBe('/out/_next/a.js');
    expect(localFile('/_next/a.js', { dir: '/out', basePath: '/base' })).toBeUndefined();
    expect(localFile('https://images.example/a.jpg', { dir: '/out' })).toBeNull();
    expect(localFile('//cdn.example/a.js', { dir: '/out' })).toBeNull();
  });
});

describe('breaches', () => {
  it('names the route, the kind, the size and the budget', () => {
    expect(breaches({ route: '/', js: 155 * 1024, css: 15 * 1024 + 1, html: 1 }, budget)).toEqual([
      '/: css 15.0 KiB gz is over the budget of 15 KiB',
    ]);
  });
});

describe('checkExport', () => {
  const exportWith = (files: Record<string, string>) => tempExport(files, 'budget-');
  const page = (extra = '') =>
    `<html><head><link rel="preload" href="/f.woff2" as="font"/><link rel="stylesheet" href="/s.css"/>${extra}</head><body><script src="/_next/static/chunks/a.js"></script></body></html>`;
  const assets = {
    'f.woff2': 'font',
    's.css': '@font-face{src:url(f.woff2);font-display:swap}',
    '_next/static/chunks/a.js': 'console.log(1)',
  };

  it('passes a small export and measures every page', () => {
    const { rows, problems } = checkExport({
      dir: exportWith({ 'index.html': page(), 'about/index.html': page(), ...assets }),
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
      'about/index.html': '<html><head></head><body></body></html>',
      ...assets,
      '_next/static/chunks/a.js': heavy,
    });
    const { problems } = checkExport({ dir, basePath: '', budget: { ...budget, js: 100 } });
    expect(problems.join('\n')).toMatch(/\/: js [\d.]+ KiB gz is over the budget of 100 KiB/);
    expect(problems).toContain('/: /missing.js is not in the export');
    expect(problems).toContain('/: render-blocking third-party request https://cdn.example/x.js');
    expect(problems).toContain('/about/: no <link rel="preload" as="font"> for a self-hosted woff2');
    expect(problems.filter((problem) => problem.startsWith('/about/: expected'))).toHaveLength(2);
  });
});

describe('missingFromNext', () => {
  it("passes a page that names Next's scripts and a stylesheet", () => {
    expect(
      missingFromNext('/', { scripts: ['/base/_next/static/chunks/0a1b.js'], styles: ['/base/_next/static/chunks/c.css'] }),
    ).toEqual([]);
  });
  it('names the page and what it expected when either is missing', () => {
    expect(missingFromNext('/about/', { scripts: ['/_next/static/js/0a1b.js'], styles: [] })).toEqual([
      '/about/: expected Next\'s scripts (<script src=".../_next/static/chunks/....js">) in the HTML and found none, so the JS budget would measure nothing',
      '/about/: expected a stylesheet (<link rel="stylesheet">) in the HTML and found none, so the CSS budget and the font rules would check nothing',
    ]);
  });
});
