/**
 * Runs after postbuild (`npm run build`): each exported page gets the CSS it uses in a `<style>` in
 * its head, and its stylesheets move to the end of its `<body>`, so the page paints from its HTML
 * alone and the stylesheets load without holding the first paint.
 *
 *   npx tsx scripts/build/critical-css.ts [--dir out]      (EXPORT_DIR and BASE_PATH as for the build)
 *
 * Which rules a page uses is decided by Beasties (the maintained successor of Critters): every rule
 * whose selector matches an element of the page, with the media queries and keyframes they need.
 * Only its choice of rules is taken: the page is edited here, as text, so every other byte
 * (inline scripts and their CSP hashes, React's inline payload and markup) stays as Next and
 * postbuild wrote it.
 *
 * - The moved stylesheets are ordinary `<link rel="stylesheet">` tags, not a preload swapped by an
 *   `onload` handler: the site's Content-Security-Policy admits no inline handler, and a page
 *   without scripts must get them too. At the end of the body they block the paint of nothing
 *   after them, they are cached for the next page, and React adopts them where they are.
 * - Next's async and deferred scripts, and its script preloads, follow them: Chromium's parser
 *   waits at a stylesheet at the end of the body, so they are asked for once the CSS is in, as when
 *   the stylesheets held the head, and do not share the bandwidth with the photo the first screen
 *   needs (a preload left in the head loaded a 7.6 kB script beside the photo on /services/).
 * - Rules for states the HTML does not show yet (`.no-js`, `.no-popover`, `.photos-held`: the head
 *   script sets the latter two before the first paint) are kept; Beasties cannot match `:is()` or
 *   a class the HTML lacks, and drops them.
 * - Every `@font-face` whose family the page's CSS names is inlined with its URL made absolute, and
 *   each such font is preloaded when the page does not already preload it (Next omits the preload
 *   on its not-found page). Left in the late stylesheet, a face arriving after the first paint
 *   would change the headings' font under the reader.
 *
 * See docs/decisions/0050-critical-css-in-the-html.md for what was measured.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import Beasties from 'beasties';
import { isEntryPoint, runStep } from '../lib/cli';
import { exportFileOf, exportFiles, exportFromCommandLine } from '../lib/export-files';
import { NO_JS_CLASS, NO_POPOVER_CLASS, PHOTOS_HELD_CLASS } from '../../lib/head-script';
import { isScriptPreload, scanTags, type Tag } from '../lib/html';

/** Reads a stylesheet the page links to, by its href; undefined when it is not in the export. */
export type ReadStylesheet = (href: string) => string | undefined;

export type CriticalCss = {
  html: string;
  /** The CSS now inline in the page's head. */
  css: string;
  /** The stylesheets moved to the end of the body, by href. */
  moved: string[];
  /** The `@font-face` rules now inline, each as its stylesheet (`href`) writes it. */
  faces: { href: string; face: string }[];
};

/** Selectors kept whether or not the HTML matches them: states the head script sets before the first paint. */
const ALWAYS_KEPT = [NO_JS_CLASS, NO_POPOVER_CLASS, PHOTOS_HELD_CLASS].map((name) => new RegExp(`\\.${name}\\b`));
const STANDIN_ORIGIN = 'https://export.invalid';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Beasties, reading stylesheets through the export rather than from a path on disk. */
class ExportBeasties extends Beasties {
  constructor(private readonly read: ReadStylesheet) {
    super({
      // Next's CSS is minified already; Beasties' own compression joined declarations wrongly
      // (`display:flexposition:relative`) where Turbopack wrote `;}`.
      compress: false,
      reduceInlineStyles: false,
      mergeStylesheets: true,
      fonts: false,
      keyframes: 'critical',
      allowRules: ALWAYS_KEPT,
      logLevel: 'silent',
    });
  }

  override getCssAsset(href: string) {
    return this.read(href);
  }
}

/** `url(...)` in a stylesheet at `href`, made absolute (path and query) so it means the same inline. */
export function absoluteUrls(css: string, href: string): string {
  const base = new URL(href, `${STANDIN_ORIGIN}/`);
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (match, quote: string, url: string) => {
    if (/^(data:|[a-z][a-z\d+.-]*:|\/|#)/i.test(url)) return match;
    const resolved = new URL(url, base);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/** The `@font-face` rules of `css` whose family `uses` names, in source order. */
export function usedFontFaces(css: string, uses: string): string[] {
  return [...css.matchAll(/@font-face\s*{[^}]*}/g)]
    .map(([block]) => block)
    .filter((block) => {
      const family = /font-family\s*:\s*(["']?)([^;"'}]+)\1/.exec(block)?.[2]?.trim();
      return family !== undefined && uses.includes(family);
    });
}

/**
 * Declaration blocks of `critical` that are not, byte for byte, in `sources`: a rule the inliner
 * rewrote instead of copying. Empty when the critical CSS only copies rules.
 */
export function rewrittenBlocks(critical: string, sources: string): string[] {
  return [...critical.matchAll(/{([^{}]*)}/g)]
    .map(([, body = '']) => body)
    .filter((body) => body.trim() && !sources.includes(body));
}

/**
 * The page with its used CSS inlined and its stylesheets moved to the end of its body. Every page
 * Next writes for this site links its CSS from its head, so a page without any means Next's output
 * changed and there is nothing to inline: an error, which stops the build (the CMS at /admin/ is
 * its own app and is not read at all).
 */
export async function inlineCriticalCss(html: string, read: ReadStylesheet, page = 'the page'): Promise<CriticalCss> {
  const headEnd = html.search(/<\/head>/i);
  const bodyEnd = html.lastIndexOf('</body>');
  const links = scanTags(html).filter(
    ({ name, attributes: a, index }) =>
      name === 'link' &&
      index < headEnd &&
      (a.rel ?? '').toLowerCase().split(/\s+/).includes('stylesheet') &&
      a.href !== undefined &&
      !('disabled' in a) &&
      (a.media === undefined || a.media === 'all'),
  );
  if (links.length === 0)
    throw new Error(
      `${page}: no stylesheet linked from its head, so there is no CSS to inline (the step runs once, on the export as Next and postbuild wrote it)`,
    );
  if (headEnd === -1 || bodyEnd === -1) throw new Error(`${page}: no </head> or </body> to place the CSS by`);

  const sheets = links.map(({ attributes }) => {
    const href = attributes.href!;
    const css = read(href);
    if (css === undefined) throw new Error(`${page}: its stylesheet ${href} is not in the export`);
    return { href, css };
  });
  const before = new Set(scanTags(html).flatMap((tag) => (tag.name === 'style' ? [tag.text ?? ''] : [])));
  const processed = await new ExportBeasties((href) => sheets.find((sheet) => sheet.href === href)?.css).process(html);
  const rules = scanTags(processed)
    .flatMap((tag) => (tag.name === 'style' && !before.has(tag.text ?? '') ? [tag.text ?? ''] : []))
    .join('');
  const sources = sheets.map(({ href, css }) => absoluteUrls(css, href)).join('\n');
  const rewritten = rewrittenBlocks(rules, sources);
  if (rewritten.length) throw new Error(`${page}: the critical CSS is not a copy of its stylesheets' rules: {${rewritten[0]}}`);
  const faces = sheets.flatMap(({ href, css }) => usedFontFaces(css, rules).map((face) => ({ href, face })));
  const css = [...faces.map(({ href, face }) => absoluteUrls(face, href)), rules].join('');
  if (/<\/style/i.test(css)) throw new Error(`${page}: its CSS contains "</style", which would end the inline style early`);

  const preloaded = new Set(
    scanTags(html)
      .filter(({ name, attributes: a }) => name === 'link' && (a.rel ?? '').toLowerCase().split(/\s+/).includes('preload'))
      .map(({ attributes }) => attributes.href),
  );
  const fontPreloads = [
    ...new Set(
      faces.flatMap(({ href, face }) =>
        [...absoluteUrls(face, href).matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)].map((m) => m[1]!),
      ),
    ),
  ]
    .filter((href) => !preloaded.has(href))
    .map((href) => `<link rel="preload" href="${escapeAttribute(href)}" as="font" type="font/woff2" crossorigin=""/>`)
    .join('');

  const cut = ({ index, end }: Tag) => ({ start: index, end, text: html.slice(index, end) });
  const linkTags = links.map(cut);
  // Next's scripts and their preloads follow the stylesheets, so they are asked for once those are in,
  // as they were while the stylesheets held the head: Chromium's parser waits at a stylesheet at
  // the end of the body and fetches nothing after it, but with the head free it starts every
  // low-priority script at once, beside the photo the first screen needs.
  const scriptTags = scanTags(html)
    .filter(
      ({ name, attributes: a, index }) =>
        (name === 'script' && a.src && ('async' in a || 'defer' in a) && !('nomodule' in a) && index < bodyEnd) ||
        (name === 'link' && isScriptPreload(a) && index < headEnd),
    )
    .map(cut);
  // Each stylesheet is asked for from the head as before: at the end of the body, Chromium's parser
  // waits for one before it reads the next, so they would load one after another.
  const stylePreloads = sheets.map(({ href }) => `<link rel="preload" href="${escapeAttribute(href)}" as="style"/>`).join('');
  const removed = [...linkTags, ...scriptTags].sort((a, b) => a.start - b.start);
  let result = '';
  let from = 0;
  for (const tag of removed) {
    result += html.slice(from, tag.start);
    if (tag === linkTags[0]) result += fontPreloads + `<style>${css}</style>` + stylePreloads;
    from = tag.end;
  }
  result += html.slice(from, bodyEnd) + [...linkTags, ...scriptTags].map((tag) => tag.text).join('') + html.slice(bodyEnd);
  return { html: result, css, moved: sheets.map(({ href }) => href), faces };
}

/**
 * The `@font-face` rules to take out of the stylesheets, by href: those every page carries inline.
 * Whichever page a visit starts on then declares them for the whole visit (the head's `<style>`
 * stays through client-side navigation), and a stylesheet arriving after the first paint adds no
 * face: a face added to the document, even one declared already, made Chromium lay out the whole
 * page again (docs/decisions/0051-hydration-in-slices.md, "The font declared twice").
 */
export function facesInlineEverywhere(pages: Pick<CriticalCss, 'faces'>[]): Map<string, string[]> {
  const [first, ...rest] = pages;
  const result = new Map<string, string[]>();
  for (const { href, face } of first?.faces ?? []) {
    if (!rest.every(({ faces }) => faces.some((other) => other.href === href && other.face === face))) continue;
    const known = result.get(href) ?? [];
    if (!known.includes(face)) result.set(href, [...known, face]);
  }
  return result;
}

/**
 * Inlines the used CSS of every page of the export but the CMS's, then takes out of the stylesheets
 * the `@font-face` rules every page now carries; returns each page's inline CSS size in bytes and
 * how many faces left the stylesheets.
 */
export async function inlineExport(dir: string, basePath = ''): Promise<{ sizes: Map<string, number>; facesMoved: number }> {
  const cache = new Map<string, string | undefined>();
  const read: ReadStylesheet = (href) => {
    if (!cache.has(href)) {
      const file = exportFileOf(href, { dir, basePath });
      cache.set(href, file && existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return cache.get(href);
  };
  const sizes = new Map<string, number>();
  // The CMS at /admin/ is a separate app (scripts/build/cms.ts) with its own styles.
  const pages = exportFiles(dir, '.html').filter((file) => relative(dir, file).split(/[\\/]/)[0] !== 'admin');
  const results: (CriticalCss & { file: string })[] = [];
  for (const file of pages) {
    const page = relative(dir, file).split(sep).join('/');
    results.push({ file, ...(await inlineCriticalCss(readFileSync(file, 'utf8'), read, page)) });
    sizes.set(page, Buffer.byteLength(results.at(-1)!.css));
  }
  // Written once every page has passed, so a page that stops the step leaves the export as it was.
  for (const { file, html, css } of results) if (css) writeFileSync(file, html);
  let facesMoved = 0;
  for (const [href, faces] of facesInlineEverywhere(results)) {
    const file = exportFileOf(href, { dir, basePath })!;
    writeFileSync(
      file,
      faces.reduce((css, face) => css.replace(face, ''), read(href)!),
    );
    facesMoved += faces.length;
  }
  return { sizes, facesMoved };
}

/** The build's `critical-css` step. */
export async function criticalCssStep({ dir, basePath }: { dir: string; basePath: string }): Promise<string> {
  const { sizes, facesMoved } = await inlineExport(dir, basePath);
  const inlined = [...sizes.values()].filter((size) => size > 0);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return (
    `the used CSS inlined into ${inlined.length} pages (${kb(Math.min(...inlined))} to ${kb(Math.max(...inlined))} KiB before gzip), their stylesheets moved to the end of <body>; ` +
    `${facesMoved} @font-face rules every page carries inline taken out of the stylesheets`
  );
}

if (isEntryPoint(import.meta.url)) runStep('critical-css', () => criticalCssStep(exportFromCommandLine('critical-css')));
