/**
 * What the blog's search costs, for `npm run bench:blog`: the size of the Pagefind index in an
 * export, and for a reader's first query on /blog/ (box focused, "visa" typed) the bytes fetched
 * and the time until the results (or the no-match message) show, under applied throttling in
 * Chromium: 150 ms latency, 1.6 Mbps down, 750 kbps up (Lighthouse's slow 4G) and a 4x slower CPU.
 * Each run starts with an empty cache, after the page has loaded and hydrated.
 *
 * CDP's throttling binds the page, not the Web Worker Pagefind searches in, so the runs block
 * pagefind-worker.js and Pagefind falls back to searching on the page's main thread, where every
 * request and all of the work are throttled. A reader's browser fetches the worker script too: its
 * gzipped size is added to the bytes.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { blog } from '@/content/blog';
import { searchIndexFolder } from '@/lib/search';
import { CHROME } from './session';
import { median } from './stats';

const KBIT = 1024 / 8;
/** Applied throttling, as Lighthouse's DevTools mode sets it. */
export const throttling = { latency: 150, downloadThroughput: 1600 * KBIT, uploadThroughput: 750 * KBIT, cpuSlowdown: 4 };

/** Bytes of the index and Pagefind's files in the export (already compressed by Pagefind, but for pagefind.js). */
export function indexBytes(exportDir: string): number {
  const folder = join(exportDir, searchIndexFolder);
  return readdirSync(folder, { recursive: true })
    .map((name) => statSync(join(folder, String(name))))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);
}

export type FirstQuery = { bytes: number; requests: number; ms: number; results: string };

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no server at ${url}`);
}

/** Median time to first results and the bytes of a first query, over `runs` cold runs. */
export async function measureFirstQuery(exportDir: string, port: number, query = 'visa', runs = 3): Promise<FirstQuery> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve/serve.ts', '--dir', exportDir, '--port', String(port)],
    {
      stdio: 'ignore',
    },
  );
  const browser = await chromium.launch({ executablePath: CHROME });
  const workerBytes = gzipSync(readFileSync(join(exportDir, searchIndexFolder, 'pagefind-worker.js')), { level: 6 }).length;
  const measured: FirstQuery[] = [];
  try {
    await waitForServer(`http://localhost:${port}/blog/`);
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.setBlockedURLs', { urls: ['*/pagefind-worker.js'] });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttling.latency,
        downloadThroughput: throttling.downloadThroughput,
        uploadThroughput: throttling.uploadThroughput,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
      await page.goto(`http://localhost:${port}/blog/`, { waitUntil: 'load' });
      // The page's own scripts start after its first view; search needs them hydrated.
      await page.locator('nav[aria-label="Main"][data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
      await page.waitForLoadState('networkidle');

      const searchResponses: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (!new URL(request.url()).pathname.includes(`/${searchIndexFolder}/`)) return;
        searchResponses.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
      });
      const { ms, results } = await page.evaluate(
        ({ label, loading, query }) =>
          new Promise<{ ms: number; results: string }>((resolve) => {
            const box = document.querySelector<HTMLInputElement>(`input[type="search"]`)!;
            const status = document.querySelector('[role="status"]')!;
            const start = performance.now();
            // Anonymous callbacks only: tsx names local functions with a helper the page does not have.
            new MutationObserver((_, observer) => {
              const text = status.textContent ?? '';
              if (!document.querySelector(`ol[aria-label="${label}"] li`) && !(text && text !== loading)) return;
              observer.disconnect();
              // The results list, or else the status (no match): the status follows the list by a render.
              const shown = document.querySelectorAll(`ol[aria-label="${label}"] li`).length;
              resolve({ ms: performance.now() - start, results: shown ? `${shown} results shown` : text });
            }).observe(document.body, { childList: true, subtree: true, characterData: true });
            box.focus();
            // As a reader's typing does: the value changes and an input event follows.
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, query);
            box.dispatchEvent(new Event('input', { bubbles: true }));
          }),
        { label: blog.search.resultsLabel, loading: blog.search.loading, query },
      );
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(searchResponses);
      const bytes = sizes.reduce((sum, size) => sum + size, 0) + workerBytes;
      measured.push({ bytes, requests: sizes.length + 1, ms, results });
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  const middle = median(measured.map((run) => run.ms));
  const typical = measured.find((run) => run.ms === middle) ?? measured[0]!;
  return { ...typical, ms: middle };
}
