/**
 * Performance budget over the static export: for every page, the gzipped size of the JS the HTML
 * names, of the stylesheets it loads, of the document's head (its inline CSS included: what every
 * paint waits for, scripts/build/critical-css.ts) and of the whole document (with the React
 * payload Next writes inline), and how many requests the first paint waits for after the document, against budget.json; plus the rules that
 * keep first paint fast: no render-blocking third-party script or stylesheet, no CSS carried twice,
 * fonts self-hosted, preloaded and never invisible for long (font-display swap or optional), in
 * stylesheets and inline `<style>` alike. Prints a table and exits non-zero on any breach.
 *
 *   npx tsx scripts/check/budget.ts [--dir out]      (EXPORT_DIR and BASE_PATH as for the build)
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import budgetFile from '../../budget.json';
import { isEntryPoint, renderTable } from '../lib/cli';
import { exportFileOf, exportFromCommandLine, publicPages, routeOf } from '../lib/export-files';
import { isScriptPreload, scanTags } from '../lib/html';

/** Sizes in KiB per page, as budget.json holds them, and the requests a first paint may wait for. */
export type Budget = { js: number; css: number; html: number; head: number; blockingRequests: number };
/**
 * One measured page: gzipped bytes of each kind (`head` is the document up to `</head>`, which every
 * paint waits for; `html` the whole document, with the payload Next writes inline; `inlineCss` its
 * `<style>` text), how many scripts it loads and how many requests its first paint waits for.
 */
export type Row = {
  route: string;
  js: number;
  css: number;
  html: number;
  head: number;
  inlineCss: number;
  scripts: number;
  blocking: number;
};

/** Budgets are in KiB, as Lighthouse and bundlers report sizes. */
const KB = 1024;

/** What a page asks the browser for before it can paint, read from its HTML. */
export function pageAssets(html: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const fontPreloads: string[] = [];
  const inlineStyles: string[] = [];
  const renderBlocking: string[] = [];
  const renderBlockingThirdParty: string[] = [];
  const headEnd = html.search(/<\/head>/i);
  const tags = scanTags(html);
  // Content a pending body stylesheet keeps from painting: any element after it but these.
  const notPainted = new Set(['script', 'link', 'style', 'noscript', 'template', 'meta']);
  for (const [position, tag] of tags.entries()) {
    const { name, attributes: a } = tag;
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    const inHead = headEnd === -1 || tag.index < headEnd;
    const external = (url: string | undefined) => /^(https?:)?\/\//i.test(url ?? '');
    if (name === 'style' && tag.text !== undefined) {
      inlineStyles.push(tag.text);
      // An @import in the document's CSS is a request the paint waits for.
      for (const [, url = ''] of tag.text.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/g)) renderBlocking.push(url);
    }
    if (name === 'script' && a.src && !('nomodule' in a)) {
      scripts.add(a.src);
      const parserBlocking = !('async' in a) && !('defer' in a) && a.type !== 'module';
      if (inHead && parserBlocking) renderBlocking.push(a.src);
      if (inHead && external(a.src) && parserBlocking) renderBlockingThirdParty.push(a.src);
    }
    if (name !== 'link' || !a.href) continue;
    if (rel.includes('stylesheet')) {
      styles.add(a.href);
      if (inHead && external(a.href)) renderBlockingThirdParty.push(a.href);
      // In the head a stylesheet holds the whole first paint; in the body, what follows it.
      const holds = inHead || tags.slice(position + 1).some((later) => !notPainted.has(later.name));
      if (holds && !('disabled' in a) && !/^\s*print\s*$/i.test(a.media ?? '')) renderBlocking.push(a.href);
    }
    if (rel.includes('preload') && a.as === 'style') styles.add(a.href);
    if (isScriptPreload(a)) scripts.add(a.href);
    if (rel.includes('preload') && a.as === 'font') fontPreloads.push(a.href);
  }
  return {
    scripts: [...scripts],
    styles: [...styles],
    inlineStyles,
    fontPreloads,
    renderBlocking,
    renderBlockingThirdParty,
  };
}

/** Where Next's own scripts are served from: the budget measures the JS a page names from there. */
const NEXT_CHUNK = /\/_next\/static\/chunks\/[^/?#]+\.js(?:[?#]|$)/;

/**
 * What the budget expects of the HTML Next writes, and measures: scripts named from
 * `/_next/static/chunks/` and at least one stylesheet. A Next that wrote them another way (inline,
 * or from another folder) would leave the budget measuring nothing and passing; this names the
 * page and what is missing instead.
 */
function missingFromNext(route: string, assets: Pick<ReturnType<typeof pageAssets>, 'scripts' | 'styles'>): string[] {
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
 * Rules of the page's inline CSS that the page carries again elsewhere: in another `<style>`, or
 * in its payload (Next's `experimental.inlineCss` writes each rule into both). Only rules whose text
 * survives JSON escaping unchanged are compared, so a copy in the payload is found as written.
 */
export function repeatedCss(inlineStyles: string[], carried: string): string[] {
  const count = (text: string, part: string) => text.split(part).length - 1;
  return inlineStyles.flatMap((style) =>
    [...new Set([...style.matchAll(/[^{}]+{[^{}]*}/g)].map(([rule]) => rule.trim()))].filter(
      (rule) => rule.length >= 24 && !/["'\\<>&]/.test(rule) && count(carried, rule) > count(style, rule),
    ),
  );
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

/** Over-budget sizes and blocking requests of one measured page, as readable lines. */
export function breaches(
  { route, js, css, html, head, blocking }: Pick<Row, 'route' | 'js' | 'css' | 'html' | 'head' | 'blocking'>,
  budget: Budget,
): string[] {
  const lines: string[] = [];
  for (const [kind, size] of [
    ['js', js],
    ['css', css],
    ['html', html],
    ['head', head],
  ] as const) {
    if (size > budget[kind] * KB)
      lines.push(`${route}: ${kind} ${(size / KB).toFixed(1)} KiB gz is over the budget of ${budget[kind]} KiB`);
  }
  if (blocking > budget.blockingRequests)
    lines.push(
      `${route}: its first paint waits for ${blocking} request(s) after the HTML; the budget is ${budget.blockingRequests}`,
    );
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
    const file = exportFileOf(url, { dir, basePath });
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
  const inlineChecked = new Set<string>();

  for (const file of publicPages(dir)) {
    const route = routeOf(file, dir);
    const html = readFileSync(file);
    const assets = pageAssets(html.toString('utf8'));
    const documentSize = gzipSize(html);
    const headEnd = html.indexOf('</head>');
    const row: Row = {
      route,
      js: assets.scripts.reduce((sum, url) => sum + measure(url, route), 0),
      css: assets.styles.reduce((sum, url) => sum + measure(url, route), 0),
      html: documentSize,
      head: headEnd === -1 ? documentSize : gzipSize(html.subarray(0, headEnd + '</head>'.length)),
      inlineCss: assets.inlineStyles.length ? gzipSize(assets.inlineStyles.join('')) : 0,
      scripts: assets.scripts.length,
      blocking: assets.renderBlocking.length,
    };
    rows.push(row);
    problems.push(...missingFromNext(route, assets));
    problems.push(...breaches(row, budget));
    for (const url of assets.renderBlockingThirdParty) problems.push(`${route}: render-blocking third-party request ${url}`);

    const repeated = repeatedCss(assets.inlineStyles, html.toString('utf8'));
    if (repeated.length)
      problems.push(`${route}: carries ${repeated.length} rule(s) of its inline CSS twice, e.g. ${repeated[0]!.slice(0, 80)}`);

    const preloads = assets.fontPreloads.filter(
      (url) => /\.woff2$/.test(url.split(/[?#]/)[0] ?? '') && exportFileOf(url, { dir, basePath }),
    );
    if (preloads.length === 0) problems.push(`${route}: no <link rel="preload" as="font"> for a self-hosted woff2`);
    for (const url of preloads) measure(url, route);
    for (const url of assets.styles) {
      const cssFile = exportFileOf(url, { dir, basePath });
      if (!cssFile || cssChecked.has(cssFile) || !existsSync(cssFile)) continue;
      cssChecked.add(cssFile);
      problems.push(...fontFaceProblems(readFileSync(cssFile, 'utf8')).map((problem) => `${relative(dir, cssFile)}: ${problem}`));
    }
    for (const style of assets.inlineStyles) {
      if (inlineChecked.has(style)) continue;
      inlineChecked.add(style);
      problems.push(...fontFaceProblems(style).map((problem) => `${route} (inline <style>): ${problem}`));
    }
  }
  if (rows.length === 0) problems.push(`no HTML pages in ${dir}`);
  return { rows, problems };
}

function formatTable(rows: Row[], budget: Budget): string {
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const header = [
    'route',
    `JS gz (≤ ${budget.js})`,
    `CSS gz (≤ ${budget.css})`,
    `head gz (≤ ${budget.head})`,
    'its inline CSS',
    `HTML gz (≤ ${budget.html})`,
    'scripts',
    `waits for (≤ ${budget.blockingRequests})`,
  ];
  const body = rows.map((row) => [
    row.route,
    kb(row.js),
    kb(row.css),
    kb(row.head),
    kb(row.inlineCss),
    kb(row.html),
    String(row.scripts),
    String(row.blocking),
  ]);
  return renderTable(header, body);
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
    '\nWithin budget; "waits for" counts the requests a first paint waits for after the HTML. No render-blocking third-party request, no CSS carried twice; fonts self-hosted, preloaded, font-display: swap or optional.',
  );
}
