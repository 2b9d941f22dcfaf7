/**
 * Startup JavaScript check (`npm test`): every script each exported page fetches while it loads
 * (its <script src> and preloads, plus the chunks its code imports at startup, which no HTML tag
 * names), found by loading the page in Chromium at Lighthouse's phone size until the network is
 * idle, measured gzipped (level 6) from the export's files, against a limit derived from a bare
 * Next.js export built with the same Next and React (scripts/lib/bare-next-export.ts) measured the
 * same way: at most budget.json's `startupJsVsBareNext` (1.10) times the framework's own.
 *
 *   npx tsx scripts/check/startup-js.ts [--dir out]      (BASE_PATH as for the build)
 *
 * The page is served from the files through request interception (no server, no port); requests
 * to any other origin (the image CDN, the map) are refused, as in the end-to-end tests.
 */
import { readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { ANALYTICS_SCRIPT } from '@/lib/head-script';
import { bareNextExport } from '../lib/bare-next-export';
import { exportFromCommandLine, hostedFile, publicPages, routeOf } from '../lib/export-files';
import { contentTypes } from '../lib/content-types';
import { browserPaths } from '../lib/browser-paths';
import { isEntryPoint, renderTable } from '../lib/cli';

const ORIGIN = 'http://startup-js.localhost';
const KIB = 1024;
// It counts the scripts a page fetches, which the headless shell fetches exactly as the full browser
// does (the same table from both), for a third of the processor: 10 s of CPU against 29.
const CHROME = browserPaths.chromiumForTests;

/** The export file a URL path names (`/about/` -> about/index.html), or null when there is none. */
export function fileFor(dir: string, pathname: string, basePath = ''): string | null {
  if (basePath && !pathname.startsWith(`${basePath}/`)) return null;
  return hostedFile(resolve(dir), decodeURIComponent(pathname.slice(basePath.length)));
}

export type StartupScripts = { route: string; scripts: { url: string; gzip: number }[]; bytes: number };

const gzipOf = new Map<string, number>();
const gzipSize = (file: string) => {
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(file), { level: 6 }).length);
  return gzipOf.get(file)!;
};

/** Loads one page as Lighthouse's phone (412 x 823, DPR 1.75) and lists the scripts it fetched from the export. */
export async function startupScripts(browser: Browser, dir: string, route: string, basePath = ''): Promise<StartupScripts> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.route('**/*', async (request) => {
      const url = new URL(request.request().url());
      if (url.origin !== ORIGIN) return request.abort('blockedbyclient');
      const file = fileFor(dir, url.pathname, basePath);
      const found = file ?? join(dir, '404.html');
      return request.fulfill({
        status: file ? 200 : 404,
        body: readFileSync(found),
        contentType: contentTypes[extname(found)] ?? 'application/octet-stream',
      });
    });
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      const url = new URL(request.url());
      const file = url.origin === ORIGIN ? fileFor(dir, url.pathname, basePath) : null;
      // The analytics (when the build counts) is added by the head script once the page has loaded
      // and the browser is idle, like the worker's registration: not a script the page starts with
      // (docs/decisions/0090-privacy-first-analytics.md). Network idle comes after it here.
      if (url.pathname === `${basePath}${ANALYTICS_SCRIPT}`) return;
      if (file) scripts.set(url.pathname, gzipSize(file));
    });
    // Network idle: the load event has passed and nothing was fetched for 500 ms, so startup imports are in.
    await page.goto(`${ORIGIN}${basePath}${route}`, { waitUntil: 'networkidle' });
    const list = [...scripts].map(([url, gzip]) => ({ url, gzip }));
    return { route, scripts: list, bytes: list.reduce((sum, script) => sum + script.gzip, 0) };
  } finally {
    await context.close();
  }
}

/**
 * Pages (the bare export among them) that fetched no script from the export: the check expects
 * Next's scripts, and a page without any would pass it, or make the limit 0, measuring nothing.
 */
export function fetchedNothing(pages: StartupScripts[]): string[] {
  return pages
    .filter((page) => page.scripts.length === 0)
    .map(
      (page) =>
        `${page.route}: expected Next's scripts to be fetched while it loads and found none, so there is nothing to measure`,
    );
}

/** Pages over the limit, as readable lines. */
export function overLimit(pages: StartupScripts[], bareBytes: number, ratio: number): string[] {
  const limit = bareBytes * ratio;
  return pages
    .filter((page) => page.bytes > limit)
    .map(
      (page) =>
        `${page.route}: ${(page.bytes / KIB).toFixed(1)} KiB gz of script fetched during load is over ${(limit / KIB).toFixed(1)} KiB ` +
        `(${ratio} x the bare Next.js export's ${(bareBytes / KIB).toFixed(1)} KiB); largest: ` +
        [...page.scripts]
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 3)
          .map((script) => `${script.url.split('/').pop()} ${(script.gzip / KIB).toFixed(1)}`)
          .join(', '),
    );
}

export function formatTable(pages: StartupScripts[], bareBytes: number, ratio: number): string {
  const header = ['route', 'scripts', 'JS gz KiB', '÷ bare', `limit (${ratio} x bare)`];
  const body = pages.map((page) => [
    page.route,
    String(page.scripts.length),
    (page.bytes / KIB).toFixed(1),
    (page.bytes / bareBytes).toFixed(2),
    page.bytes <= bareBytes * ratio ? 'ok' : 'OVER',
  ]);
  return renderTable(header, body);
}

async function main() {
  const { dir, basePath } = exportFromCommandLine('startup-js');
  const budget = JSON.parse(readFileSync(new URL('../../budget.json', import.meta.url), 'utf8')) as {
    startupJsVsBareNext: number;
  };
  const ratio = budget.startupJsVsBareNext;
  const bareDir = bareNextExport();
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const bare = await startupScripts(browser, bareDir, '/');
    const pages: StartupScripts[] = [];
    // The public pages, home first and the 404 page last (the CMS at /admin/ is left out).
    for (const file of publicPages(dir)) pages.push(await startupScripts(browser, dir, routeOf(file, dir), basePath));
    console.log(
      `Script fetched during load (gzip level 6, KiB = 1,024 bytes), against ${ratio} x a bare Next.js export's ` +
        `${(bare.bytes / KIB).toFixed(1)} KiB in ${bare.scripts.length} scripts (limit ${((bare.bytes * ratio) / KIB).toFixed(1)} KiB):\n`,
    );
    console.log(formatTable(pages, bare.bytes, ratio));
    const problems = [...fetchedNothing([{ ...bare, route: `the bare Next.js export (${bareDir})` }, ...pages])];
    if (bare.bytes > 0) problems.push(...overLimit(pages, bare.bytes, ratio));
    if (pages.length === 0) problems.push(`no HTML pages in ${dir}`);
    if (problems.length) {
      console.error(
        `\n${problems.length} page(s) over the startup JavaScript limit:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
      );
      process.exitCode = 1;
    } else {
      console.log('\nEvery page fetches at most the limit of script during load.');
    }
  } finally {
    await browser.close();
  }
}

if (isEntryPoint(import.meta.url)) {
  main().catch((error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(2);
  });
}
