import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Page } from '@playwright/test';
import { offlinePage } from '../../content/offline';
import { site } from '../../content/site';
import { expect, test as base } from '../fixtures';
import { navLink, menuToggle } from '../journeys/journey';

/**
 * The offline specs' tools: a server of their own (scripts/serve/serve.ts, the CDN's behaviour) that a
 * test stops, as a network that drops does to every engine (connection refused), and starts again,
 * with the same or another export (a deploy mid-visit); and the visitor's taps at phone width.
 */

const PORT_BASE = Number(process.env.E2E_PORT || 4173) + 450;

export type Server = {
  /** The server's address, e.g. http://localhost:4623 (the worker's origin: the same for every start). */
  origin: string;
  /** Serves `dir` (an export) until `stop`; resolves once it answers. */
  start(dir: string): Promise<void>;
  /** Stops it: every request is then refused. */
  stop(): Promise<void>;
};

/** A server on loopback, on a port of this worker's own, stopped when the test ends. */
export const test = base.extend<{ server: Server }>({
  server: async ({}, provide, testInfo) => {
    const port = PORT_BASE + testInfo.parallelIndex;
    let child: ChildProcess | null = null;
    const stop = async () => {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill();
      await exited;
      child = null;
    };
    const start = async (dir: string) => {
      await stop();
      const started = spawn(
        process.execPath,
        ['--import', 'tsx', 'scripts/serve/serve.ts', '--port', String(port), '--dir', dir],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
          env: { ...process.env, BASE_PATH: '' },
        },
      );
      child = started;
      // serve.ts says "Serving ..." once it listens.
      await new Promise<void>((resolve, reject) => {
        started.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
        started.on('exit', (code) => reject(new Error(`serve.ts exited (${code}) before listening on ${port}`)));
      });
    };
    await provide({ origin: `http://localhost:${port}`, start, stop });
    await stop();
  },
});

export { expect };

/**
 * The worker is in charge of the page and has kept the page itself (the head script hands it the
 * page and its files once it is active): from here on, what the visitor opened is on the device.
 */
export async function workerKeepsThisPage(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  await expect
    .poll(() => page.evaluate(async () => (await caches.match(location.href.split('?')[0]!, { ignoreVary: true })) !== undefined))
    .toBe(true);
}

/** Taps a link of the main navigation, opening the phone's menu first when it is closed. */
export async function tapNav(page: Page, name: string) {
  const link = navLink(page, name);
  if (!(await link.isVisible())) await menuToggle(page).click();
  await link.click();
}

/** The offline page, as the visitor sees it: the words, and the phone and WhatsApp to reach the agency. */
export async function expectOfflinePage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: offlinePage.title })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: new RegExp(site.phone.replace(/[+]/g, '\\+')) })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );
  await expect(main.getByRole('link', { name: offlinePage.whatsapp })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
  await expect(main.getByRole('link', { name: new RegExp(site.email) })).toHaveAttribute('href', `mailto:${site.email}`);
}

/** The offline page's list of the pages this device can open. */
export const savedPages = (page: Page) => page.getByRole('list', { name: offlinePage.seenPagesTitle });

/**
 * What the browser reports while the network is down, expected in a test that takes it down: a
 * request refused (a prefetch, a probe, a file the device never kept), and Next's note when a tap's
 * page payload cannot be fetched, after which it loads the page whole (which the worker answers:
 * the page kept, or the offline page). A page opened by its address is kept as HTML only (its
 * payload would cost the first visit another 9 to 12 kB), so a later tap back to it takes that way.
 * Firefox words them as errors of its own (e2e/fixtures.ts judges those as console messages).
 */
export const OFFLINE_REPORTS =
  /^Failed to load resource: (net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED|FAILED)|the server responded with a status of 503 \(Offline\))$|^Failed to fetch RSC payload for /;
