/**
 * The data a visit costs with and without the service worker (docs/decisions/0060): the bytes the
 * server sends (headers and bodies, compressed as served; every request of the page and of the
 * worker), counted by a loopback proxy in front of scripts/serve/serve.ts, which applies
 * out/_headers like a CDN; the proxy adds the ETags and 304s a CDN gives. A first visit opens `/`, taps Services, Blog and a post; a return visit
 * (the same browser profile, later) opens `/` and taps Blog; then the network goes and the post seen
 * is opened by its address. Chromium at 375 px.
 *
 *   npm run bench:offline [-- --dir out --port 5660]
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request as forward } from 'node:http';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { readCommandLine } from '../lib/cli';
import { browserPaths } from '../lib/browser-paths';

const { values } = readCommandLine('offline-data', { options: { dir: { type: 'string' }, port: { type: 'string' } } });
const dir = values.dir ?? 'out';
const port = Number(values.port ?? 5660);
const CHROME = browserPaths.chromium;

let sent = 0;
let requests = 0;
const headerBytes = (headers: Record<string, unknown>) =>
  Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 20);

/**
 * Counts what the server sends back (status line and headers as written, and the body's bytes),
 * and answers as the CDNs the site is published on do (Netlify, Cloudflare): with an ETag, and
 * 304 Not Modified to a request that names it. serve.ts sends no validator, so on its own every
 * revalidation (`max-age=0, must-revalidate`: the HTML, the payloads, sw.js) would send the file again.
 */
const proxy = createServer((req, res) => {
  requests++;
  const upstream = forward(
    { host: '127.0.0.1', port: port + 1, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
        const headers = { ...answer.headers, etag };
        const notModified = answer.statusCode === 200 && req.headers['if-none-match'] === etag;
        const status = notModified ? 304 : (answer.statusCode ?? 502);
        const sentBody = notModified ? Buffer.alloc(0) : body;
        if (notModified) delete headers['content-length'];
        sent += headerBytes(headers) + sentBody.length;
        if (process.env.OFFLINE_DATA_LOG) console.log(status, sentBody.length, req.url, req.headers['sec-fetch-dest'] ?? '');
        res.writeHead(status, headers);
        res.end(sentBody);
      });
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
});

async function tap(page: Page, name: string) {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await link.click();
  await page.waitForLoadState('networkidle');
}

/** Waits until the worker controls the page and has kept it (only when workers are allowed). */
async function settled(page: Page, withWorker: boolean) {
  await page.waitForLoadState('networkidle');
  if (!withWorker) return;
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  await page.waitForFunction(async () => (await caches.match(location.href, { ignoreVary: true })) !== undefined);
  await page.waitForLoadState('networkidle');
}

async function measure(context: BrowserContext, withWorker: boolean, steps: (page: Page) => Promise<void>) {
  sent = 0;
  requests = 0;
  const page = await context.newPage();
  await steps(page);
  await settled(page, withWorker);
  await page.close();
  return { kB: Math.round(sent / 100) / 10, requests };
}

/**
 * The "network gone" row: the data stops (Chromium's offline emulation), and the visitor opens a
 * post read earlier by its address. When its heading (`expected`) was on screen, or what shows instead.
 */
async function networkGone(context: BrowserContext, url: string, expected: RegExp): Promise<string> {
  await context.setOffline(true);
  const page = await context.newPage();
  try {
    const started = Date.now();
    // Without an answer (no worker), Chromium shows its own error page, whose heading is not ours.
    const response = await page.goto(url).catch(() => null);
    if (!response) return "the browser's error page";
    // The worker may show the offline page first, then draw the post from its kept payload.
    const heading = page.getByRole('heading', { level: 1, name: expected }).first();
    const shown = await heading.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    const text = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
    return shown ? `"${text}" in ${Date.now() - started} ms, 0 kB` : `"${text}", not the post`;
  } finally {
    await page.close();
    await context.setOffline(false);
  }
}

async function main() {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve/serve.ts', '--port', String(port + 1), '--dir', dir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BASE_PATH: '' },
    },
  );
  await new Promise<void>((resolve) =>
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve()),
  );
  proxy.listen(port, '127.0.0.1');
  await once(proxy, 'listening');
  const browser = await chromium.launch({ executablePath: CHROME });
  const origin = `http://localhost:${port}`;
  const rows: string[] = [];
  try {
    for (const withWorker of [false, true]) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: withWorker ? 'allow' : 'block',
      });
      // Other origins (the image CDN, the map) are not counted: the same with and without the worker.
      // No request interception here: Playwright turns the HTTP cache off for a context that routes.
      const first = await measure(context, withWorker, async (page) => {
        await page.goto(`${origin}/`);
        await settled(page, withWorker);
        await tap(page, 'Services');
        await tap(page, 'Blog');
        await page
          .getByRole('link', { name: /Hiking in the Alps/ })
          .first()
          .click();
        await page.waitForLoadState('networkidle');
      });
      const firstPage = await measure(
        await browser.newContext({ serviceWorkers: withWorker ? 'allow' : 'block' }),
        withWorker,
        (page) => page.goto(`${origin}/`).then(() => undefined),
      );
      const back = await measure(context, withWorker, async (page) => {
        await page.goto(`${origin}/`);
        await page.waitForLoadState('networkidle');
        await tap(page, 'Blog');
      });
      const gone = await networkGone(context, `${origin}/blog/hiking-in-the-alps/`, /Hiking in the Alps/);
      rows.push(
        `| ${withWorker ? 'with the worker' : 'without'} | ${firstPage.kB} kB (${firstPage.requests}) | ${first.kB} kB (${first.requests}) | ${back.kB} kB (${back.requests}) | ${gone} |`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    proxy.close();
    server.kill();
  }
  console.log(
    '| | first page, `/` alone | first visit: `/`, Services, Blog, a post | return visit: `/`, Blog | network gone: a post seen, by its address |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

void main();
