/**
 * Performance budget over the static export: for every page, the gzipped size of the JS the HTML
 * names, of the CSS it loads at first paint and of the HTML itself (with the React payload Next
 * writes inline), against budget.json; plus the rules that keep
 * first paint fast: no render-blocking third-party script or stylesheet, fonts self-hosted,
 * preloaded and never invisible for long (font-display swap or optional). Prints a table and
 * exits non-zero on any breach.
 *
 *   npx tsx scripts/check/budget.ts [--dir out]      (EXPORT_DIR and BASE_PATH as for the build)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import budgetFile from '../../budget.json';
import { isEntryPoint } from '../lib/cli';
import { exportFromCommandLine, publicPages, routeOf } from '../lib/export-files';
import { isScriptPreload, scanTags } from '../lib/html';

/** Sizes in KiB per page, as budget.json holds them. */
export type Budget = { js: number; css: number; html: number };
/** One measured page: gzipped bytes of each kind and how many scripts it loads. */
export type Row = { route: string; js: number; css: number; html: number; scripts: number };

/** Budgets are in KiB, as Lighthouse and bundlers report sizes. */
const KB = 1024;

/** Maps a URL from the page to its file in the export; null for another origin, undefined outside the base path. */
export function localFile(url: string, { dir, basePath = '' }: { dir: string; basePath?: string }): string | null | undefined {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return null;
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith(`${basePath}/`)) return undefined;
  return join(dir, decodeURIComponent(pathname.slice(basePath.length)));
}

/** What a page asks the browser for before it can paint, read from its HTML. */
export function pageAssets(html: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const fontPreloads: string[] = [];
  const renderBlockingThirdParty: string[] = [];
  const headEnd = html.search(/<\/head>/i);
  for (const tag of scanTags(html)) {
    const { name, attributes: a } = tag;
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    const inHead = headEnd === -1 || tag.index < headEnd;
    const external = (url: string | undefined) => /^(https?:)?\/\//i.test(url ?? '');
    if (name === 'script' && a.src && !('nomodule' in a)) {
      scripts.add(a.src);
      if (inHead && external(a.src) && !('async' in a) && !('defer' in a) && a.type !== 'module')
        renderBlockingThirdParty.push(a.src);
    }
    if (name !== 'link' || !a.href) continue;
    if (rel.includes('stylesheet')) {
      styles.add(a.href);
      if (inHead && external(a.href)) renderBlockingThirdParty.push(a.href);
    }
    if (rel.includes('preload') && a.as === 'style') styles.add(a.href);
    if (isScriptPreload(a)) scripts.add(a.href);
    if (rel.includes('preload') && a.as === 'font') fontPreloads.push(a.href);
  }
  return { scripts: [...scripts], styles: [...styles], fontPreloads, renderBlockingThirdParty };
}

/** Where Next's own scripts are served from: the budget measures the JS a page names from there. */
const NEXT_CHUNK = /\/_next\/static\/chunks\/[^/?#]+\.js(?:[?#]|$)/;

/**
 * What the budget expects of the HTML Next writes, and measures: scripts named from
 * `/_next/static/chunks/` and at least one stylesheet. A Next that wrote them another way (inline,
 * or from another folder) would leave the budget measuring nothing and passing; this names the
 * page and what is missing instead.
 */
export function missingFromNext(route: string, assets: Pick<ReturnType<typeof pageAssets>, 'scripts' | 'styles'>): string[] {
  const problems: string[] = [];
  if (!assets.scripts.some((url) => NEXT_CHUNK.test(url)))
    problems.push(
      `${route}: expected Next's scripts (<script src=".../_next/static/chunks/....js">) in the HTML and found none, so the JS budget would measure nothing`,
    );
  if (assets.styles.length === 0)
    problems.push(
      `${route}: expected a stylesheet (<link rel="stylesheet">) in the HTML and found none, so the CSS budget and the font rules would check nothing`,
    );
  return problems;
}

/**
 * Problems with the web fonts a stylesheet declares: each `@font-face` that loads a file must
 * show text in the fallback font at once or within about 100 ms (font-display swap or optional,
 * never block or auto) and load it from our own origin.
 */
export function fontFaceProblems(css: string): string[] {
  const problems: string[] = [];
  for (const [block] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    const urls = [...block.matchAll(/url\(\s*["']?([^"')]+)/g)].map((match) => match[1] ?? '');
    if (urls.length === 0) continue; // a metric-adjusted local() fallback, nothing to download
    if (!/font-display\s*:\s*(swap|optional)/.test(block))
      problems.push(`@font-face without font-display: swap or optional: ${block.slice(0, 80)}…`);
    for (const url of urls) if (/^(https?:)?\/\//i.test(url)) problems.push(`font loaded from another origin: ${url}`);
  }
  return problems;
}

export const gzipSize = (buffer: Buffer | string) => gzipSync(buffer, { level: 6 }).length;

/** Over-budget sizes of one measured page, as readable lines. */
export function breaches({ route, js, css, html }: Pick<Row, 'route' | 'js' | 'css' | 'html'>, budget: Budget): string[] {
  const lines: string[] = [];
  for (const [kind, size] of [
    ['js', js],
    ['css', css],
    ['html', html],
  ] as const) {
    if (size > budget[kind] * KB)
      lines.push(`${route}: ${kind} ${(size / KB).toFixed(1)} KiB gz is over the budget of ${budget[kind]} KiB`);
  }
  return lines;
}

export function checkExport({ dir, basePath, budget }: { dir: string; basePath: string; budget: Budget }): {
  rows: Row[];
  problems: string[];
} {
  const problems: string[] = [];
  const rows: Row[] = [];
  const sizeOf = new Map<string, number>();
  const measure = (url: string, route: string): number => {
    const file = localFile(url, { dir, basePath });
    if (file === null) return 0; // third-party: reported by the render-blocking rule, sized by the benchmark
    if (file === undefined || !existsSync(file)) {
      problems.push(`${route}: ${url} is not in the export`);
      return 0;
    }
    const size = sizeOf.get(file) ?? gzipSize(readFileSync(file));
    sizeOf.set(file, size);
    return size;
  };
  const cssChecked = new Set<string>();

  for (const file of publicPages(dir)) {
    const route = routeOf(file, dir);
    const html = readFileSync(file);
    const assets = pageAssets(html.toString('utf8'));
    const row: Row = {
      route,
      js: assets.scripts.reduce((sum, url) => sum + measure(url, route), 0),
      css: assets.styles.reduce((sum, url) => sum + measure(url, route), 0),
      html: gzipSize(html),
      scripts: assets.scripts.length,
    };
    rows.push(row);
    problems.push(...missingFromNext(route, assets));
    problems.push(...breaches(row, budget));
    for (const url of assets.renderBlockingThirdParty) problems.push(`${route}: render-blocking third-party request ${url}`);

    const preloads = assets.fontPreloads.filter(
      (url) => /\.woff2$/.test(url.split(/[?#]/)[0] ?? '') && localFile(url, { dir, basePath }),
    );
    // Next.js emits no font preloads on its not-found page; there the fonts load from the
    // stylesheet, which is fine for a page nobody lands on to read.
    if (preloads.length === 0 && route !== '/404.html')
      problems.push(`${route}: no <link rel="preload" as="font"> for a self-hosted woff2`);
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

function formatTable(rows: Row[], budget: Budget): string {
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const header = ['route', `JS gz (≤ ${budget.js})`, `CSS gz (≤ ${budget.css})`, `HTML gz (≤ ${budget.html})`, 'scripts'];
  const body = rows.map((row) => [row.route, kb(row.js), kb(row.css), kb(row.html), String(row.scripts)]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...body.map((line) => line[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

if (isEntryPoint(import.meta.url)) {
  const { dir, basePath } = exportFromCommandLine('check-budget');
  const budget: Budget = budgetFile;
  const { rows, problems } = checkExport({ dir, basePath, budget });
  console.log(`Performance budget for ${relative(process.cwd(), dir) || '.'} (gzip level 6, KiB = 1,024 bytes):\n`);
  console.log(formatTable(rows, budget));
  if (problems.length) {
    console.error(`\n${problems.length} budget problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    '\nWithin budget; no render-blocking third-party request; fonts self-hosted, preloaded, font-display: swap or optional.',
  );
}
