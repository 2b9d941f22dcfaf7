/**
 * What the site's search costs, for `npm run bench:scale`: the size of the Pagefind index in an
 * export (every collection's entries), and for a reader's first query on /blog/ the bytes fetched
 * and the time until the results (or the no-match message) show, under applied throttling in
 * Chromium: 150 ms latency, 1.6 Mbps down, 750 kbps up (Lighthouse's slow 4G) and a 4x slower CPU.
 * Each run starts with an empty cache, after the page has loaded and hydrated, and is measured two ways:
 * - **at once**: the box is focused and the whole query is in it in the same instant, so nothing
 *   of the search has started before; timed from the focus (the worst case);
 * - **typed**: the box is tapped and the query typed a key every TYPING_DELAY_MS, as a quick
 *   reader on a phone does; timed from the last key, which is when the reader starts to wait.
 * Pagefind runs on the page's main thread (lib/search.ts), so all of its work is throttled.
 */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { blog } from '@/content/blog';
import { searchIndexFolder } from '@/lib/search';
import { exportFiles } from '../lib/export-files';
import { CHROME } from './session';
import { median } from './stats';

const KBIT = 1024 / 8;
/** Applied throttling, as Lighthouse's DevTools mode sets it. */
export const throttling = { latency: 150, downloadThroughput: 1600 * KBIT, uploadThroughput: 750 * KBIT, cpuSlowdown: 4 };

/** Bytes of every file under a folder, at any depth. */
export function folderBytes(folder: string): number {
  return exportFiles(folder, '').reduce((sum, file) => sum + statSync(file).size, 0);
}

/** Bytes of the index and Pagefind's files in the export (already compressed by Pagefind, but for pagefind.js). */
export function indexBytes(exportDir: string): number {
  return folderBytes(join(exportDir, searchIndexFolder));
}

export type FirstQuery = { bytes: number; requests: number; ms: number; typedMs: number; results: string };

/** A quick reader's pace on a phone keyboard (about five keys a second). */
export const TYPING_DELAY_MS = 200;

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
    { stdio: 'ignore' },
  );
  const browser = await chromium.launch({ executablePath: CHROME });
  const measured: FirstQuery[] = [];

  /** A fresh phone on slow 4G with /blog/ loaded and hydrated, and every search request it makes counted. */
  async function coldPage() {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latency,
      downloadThroughput: throttling.downloadThroughput,
      uploadThroughput: throttling.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
    await page.goto(`http://localhost:${port}/blog/`, { waitUntil: 'load' });
    await page.locator('nav[aria-label="Main"][data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const responses: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (!new URL(request.url()).pathname.includes(`/${searchIndexFolder}/`)) return;
      responses.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
    });
    // Resolves when the status reports on the whole query (its results, or no match), with the time.
    await page.evaluate(
      ({ label, loading, whole }) => {
        const status = document.querySelector('[role="status"]')!;
        const box = document.querySelector<HTMLInputElement>('input[type="search"]')!;
        const marks = window as unknown as { lastKeyAt: number; shown: Promise<{ at: number; results: string }> };
        marks.lastKeyAt = 0;
        box.addEventListener('input', () => (marks.lastKeyAt = performance.now()));
        marks.shown = new Promise((resolve) => {
          // Anonymous callbacks only: tsx names local functions with a helper the page does not have.
          new MutationObserver((_, observer) => {
            const text = status.textContent ?? '';
            if (text === loading || !text.includes(whole)) return;
            observer.disconnect();
            const shown = document.querySelectorAll(`ol[aria-label="${label}"] li`).length;
            resolve({ at: performance.now(), results: shown ? `${shown} results shown` : text });
          }).observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      },
      { label: blog.search.resultsLabel, loading: blog.search.loading, whole: `"${query}"` },
    );
    const shown = () => page.evaluate(() => (window as unknown as { shown: Promise<{ at: number; results: string }> }).shown);
    const bytes = async () => {
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(responses);
      return { bytes: sizes.reduce((sum, size) => sum + size, 0), requests: sizes.length };
    };
    return { context, page, shown, bytes };
  }

  try {
    await waitForServer(`http://localhost:${port}/blog/`);
    for (let run = 0; run < runs; run++) {
      const atOnce = await coldPage();
      const start = await atOnce.page.evaluate((text) => {
        const box = document.querySelector<HTMLInputElement>('input[type="search"]')!;
        const at = performance.now();
        box.focus();
        // As a reader's typing does: the value changes and an input event follows.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, text);
        box.dispatchEvent(new Event('input', { bubbles: true }));
        return at;
      }, query);
      const first = await atOnce.shown();
      const { bytes, requests } = await atOnce.bytes();
      await atOnce.context.close();

      const typed = await coldPage();
      await typed.page.locator('input[type="search"]').tap();
      await typed.page.keyboard.type(query, { delay: TYPING_DELAY_MS });
      const typedShown = await typed.shown();
      const lastKeyAt = await typed.page.evaluate(() => (window as unknown as { lastKeyAt: number }).lastKeyAt);
      await typed.context.close();

      measured.push({
        bytes,
        requests,
        ms: first.at - start,
        typedMs: Math.max(0, typedShown.at - lastKeyAt),
        results: first.results,
      });
    }
  } finally {
    await browser.close();
    server.kill();
  }
  const middle = median(measured.map((run) => run.ms));
  const typical = measured.find((run) => run.ms === middle) ?? measured[0]!;
  return { ...typical, ms: middle, typedMs: median(measured.map((run) => run.typedMs)) };
}
