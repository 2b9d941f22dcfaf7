import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as forward } from 'node:http';
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
  /** Serves `dir` (an export); resolves once it answers. Called again, it switches to `dir` at once, as a deploy does. */
  start(dir: string): Promise<void>;
  /** Stops it: every request is then refused. */
  stop(): Promise<void>;
};

/** scripts/serve/serve.ts serving `dir` on `port`, once it listens. */
async function serveExport(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve/serve.ts', '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BASE_PATH: '' },
  });
  // serve.ts says "Serving ..." once it listens.
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    child.on('exit', (code) => reject(new Error(`serve.ts exited (${code}) before listening on ${port}`)));
  });
  return child;
}

async function end(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill();
  await exited;
}

/**
 * A server on loopback, on a port of this worker's own, stopped when the test ends: a pass-through
 * in front of scripts/serve/serve.ts (the CDN's behaviour), so that a deploy switches the export
 * between two requests (a new serve.ts starts on a second port before the old one goes), and a stop
 * closes the port itself (connection refused).
 */
export const test = base.extend<{ server: Server }>({
  server: async ({ context }, provide, testInfo) => {
    const port = PORT_BASE + testInfo.parallelIndex * 3;
    let backing: { child: ChildProcess; port: number } | null = null;
    const front = createServer((req, res) => {
      if (!backing) return void res.destroy();
      const upstream = forward(
        { host: '127.0.0.1', port: backing.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    const stop = async () => {
      if (front.listening) {
        const closed = once(front, 'close');
        front.close();
        front.closeAllConnections();
        await closed;
      }
      await end(backing?.child ?? null);
      backing = null;
    };
    const start = async (dir: string) => {
      const next = port + (backing?.port === port + 1 ? 2 : 1);
      const previous = backing;
      backing = { child: await serveExport(dir, next), port: next };
      await end(previous?.child ?? null);
      if (!front.listening) {
        front.listen(port, '127.0.0.1');
        await once(front, 'listening');
      }
    };
    await provide({ origin: `http://localhost:${port}`, start, stop });
    // The pages go first: a page left open would ask for its icon from a server already gone.
    await context.close();
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
