#!/usr/bin/env node
/**
 * Performance budget over the static export: for every page, the gzipped size of the JS and CSS
 * it loads at first paint and of the HTML itself, against budget.json; plus the rules that keep
 * first paint fast: no render-blocking third-party script or stylesheet, fonts self-hosted,
 * preloaded and never invisible for long (font-display swap or optional). Prints a table and
 * exits non-zero on any breach.
 *
 *   node scripts/check-budget.mjs [--dir out]      (BASE_PATH as for the build)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { scanTags } from './html.mjs';

/** Budgets are in KiB, as Lighthouse and bundlers report sizes. */
const KB = 1024;

/** Maps a URL from the page to its file in the export; null for another origin. */
export function localFile(url, { dir, basePath = '' }) {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return null;
  const pathname = url.split(/[?#]/)[0];
  if (!pathname.startsWith(`${basePath}/`)) return undefined;
  return join(dir, decodeURIComponent(pathname.slice(basePath.length)));
}

/** What a page asks the browser for before it can paint, read from its HTML. */
export function pageAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  const fontPreloads = [];
  const renderBlockingThirdParty = [];
  const headEnd = html.search(/<\/head>/i);
  for (const tag of scanTags(html)) {
    const { name, attributes: a } = tag;
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    const inHead = headEnd === -1 || tag.index < headEnd;
    const external = (url) => /^(https?:)?\/\//i.test(url ?? '');
    if (name === 'script' && a.src && !('nomodule' in a)) {
      scripts.add(a.src);
      if (inHead && external(a.src) && !('async' in a) && !('defer' in a) && a.type !== 'module') renderBlockingThirdParty.push(a.src);
    }
    if (name !== 'link' || !a.href) continue;
    if (rel.includes('stylesheet')) {
      styles.add(a.href);
      if (inHead && external(a.href)) renderBlockingThirdParty.push(a.href);
    }
    if (rel.includes('preload') && a.as === 'style') styles.add(a.href);
    if ((rel.includes('preload') && a.as === 'script') || rel.includes('modulepreload')) scripts.add(a.href);
    if (rel.includes('preload') && a.as === 'font') fontPreloads.push(a.href);
  }
  return { scripts: [...scripts], styles: [...styles], fontPreloads, renderBlockingThirdParty };
}

/**
 * Problems with the web fonts a stylesheet declares: each `@font-face` that loads a file must
 * show text in the fallback font at once or within about 100 ms (font-display swap or optional,
 * never block or auto) and load it from our own origin.
 */
export function fontFaceProblems(css) {
  const problems = [];
  for (const [block] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    const urls = [...block.matchAll(/url\(\s*["']?([^"')]+)/g)].map((match) => match[1]);
    if (urls.length === 0) continue; // a metric-adjusted local() fallback, nothing to download
    if (!/font-display\s*:\s*(swap|optional)/.test(block)) problems.push(`@font-face without font-display: swap or optional: ${block.slice(0, 80)}…`);
    for (const url of urls) if (/^(https?:)?\/\//i.test(url)) problems.push(`font loaded from another origin: ${url}`);
  }
  return problems;
}

export const gzipSize = (buffer) => gzipSync(buffer, { level: 6 }).length;

/** Route of an exported page: out/about/index.html -> /about/, out/404.html -> /404.html. */
export function routeOf(file, dir) {
  const path = `/${relative(dir, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/** Home first, then alphabetical, the 404 page last. */
const byRoute = (a, b) => Number(a.endsWith('.html')) - Number(b.endsWith('.html')) || a.localeCompare(b);

/** Over-budget sizes of one measured page, as readable lines. */
export function breaches({ route, js, css, html }, budget) {
  const lines = [];
  for (const [kind, size] of Object.entries({ js, css, html })) {
    if (size > budget[kind] * KB) lines.push(`${route}: ${kind} ${(size / KB).toFixed(1)} KiB gz is over the budget of ${budget[kind]} KiB`);
  }
  return lines;
}

function htmlPages(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    // Next writes copies of 404.html here for its own use; they are not pages of their own.
    .filter((file) => !/(^|[\\/])(404|_not-found)[\\/]index\.html$/.test(relative(dir, file)))
    // The CMS (/admin/, scripts/build/cms.ts) is an editors' tool, not a public page: its weight is reported, not budgeted.
    .filter((file) => !/^admin[\\/]/.test(relative(dir, file)))
    .sort((a, b) => byRoute(routeOf(a, dir), routeOf(b, dir)));
}

export function checkExport({ dir, basePath, budget }) {
  const problems = [];
  const rows = [];
  const sizeOf = new Map();
  const measure = (url, route) => {
    const file = localFile(url, { dir, basePath });
    if (file === null) return 0; // third-party: reported by the render-blocking rule, sized by the benchmark
    if (file === undefined || !existsSync(file)) {
      problems.push(`${route}: ${url} is not in the export`);
      return 0;
    }
    if (!sizeOf.has(file)) sizeOf.set(file, gzipSize(readFileSync(file)));
    return sizeOf.get(file);
  };
  const cssChecked = new Set();

  for (const file of htmlPages(dir)) {
    const route = routeOf(file, dir);
    const html = readFileSync(file);
    const assets = pageAssets(html.toString('utf8'));
    const row = {
      route,
      js: assets.scripts.reduce((sum, url) => sum + measure(url, route), 0),
      css: assets.styles.reduce((sum, url) => sum + measure(url, route), 0),
      html: gzipSize(html),
      scripts: assets.scripts.length,
    };
    rows.push(row);
    problems.push(...breaches(row, budget));
    for (const url of assets.renderBlockingThirdParty) problems.push(`${route}: render-blocking third-party request ${url}`);

    const preloads = assets.fontPreloads.filter((url) => /\.woff2$/.test(url.split(/[?#]/)[0]) && localFile(url, { dir, basePath }));
    // Next.js emits no font preloads on its not-found page; there the fonts load from the
    // stylesheet, which is fine for a page nobody lands on to read.
    if (preloads.length === 0 && route !== '/404.html') problems.push(`${route}: no <link rel="preload" as="font"> for a self-hosted woff2`);
    for (const url of [...preloads, ...assets.styles]) measure(url, route);
    for (const url of assets.styles) {
      const cssFile = localFile(url, { dir, basePath });
      if (!cssFile || cssChecked.has(cssFile) || !existsSync(cssFile)) continue;
      cssChecked.add(cssFile);
      problems.push(...fontFaceProblems(readFileSync(cssFile, 'utf8')).map((problem) => `${relative(dir, cssFile)}: ${problem}`));
    }
  }
  if (rows.length === 0) problems.push(`no HTML pages in ${dir}`);
  return { rows, problems };
}

function formatTable(rows, budget) {
  const kb = (bytes) => (bytes / KB).toFixed(1);
  const header = ['route', `JS gz (≤ ${budget.js})`, `CSS gz (≤ ${budget.css})`, `HTML gz (≤ ${budget.html})`, 'scripts'];
  const body = rows.map((row) => [row.route, kb(row.js), kb(row.css), kb(row.html), String(row.scripts)]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...body.map((line) => line[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--dir');
  const dir = resolve(at === -1 ? process.env.EXPORT_DIR || 'out' : process.argv[at + 1]);
  const basePath = (process.env.BASE_PATH || '').replace(/\/+$/, '');
  const budget = JSON.parse(readFileSync(new URL('../budget.json', import.meta.url), 'utf8'));
  const { rows, problems } = checkExport({ dir, basePath, budget });
  console.log(`Performance budget for ${relative(process.cwd(), dir) || '.'} (gzip level 6, KiB = 1,024 bytes):\n`);
  console.log(formatTable(rows, budget));
  if (problems.length) {
    console.error(`\n${problems.length} budget problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nWithin budget; no render-blocking third-party request; fonts self-hosted, preloaded, font-display: swap or optional.');
}
