/**
 * Serves the static export the way a CDN does: `/route/` from `route/index.html`, `/route`
 * redirected to `/route/` (its query kept), unknown paths answered by `404.html` with status 404
 * and `Cache-Control: no-store`, text gzipped for clients that accept it, and the headers from
 * `out/_headers` applied to every response, redirects included, as Cloudflare Pages applies them
 * (scripts/test/export/cloudflare.test.ts compares the two over every file and route).
 * Used by `npm start`, the tests and the benchmark.
 *
 *   npx tsx scripts/serve/serve.ts [--port 3000] [--dir out]      (PORT, EXPORT_DIR and BASE_PATH as for the build)
 *
 * On a busy port the default (3000, or PORT) moves on to the next free port and says so in one line
 * with the address; a port named with --port fails in one line instead (serve.test.ts).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fail, readCommandLine } from '../lib/cli';
import { exportLocation, hostedFile } from '../lib/export-files';
import { headersFor, parseHeadersFile } from '../lib/headers-file';
import { contentTypes } from '../lib/content-types';

const command = 'serve';
const { values } = readCommandLine(command, { options: { port: { type: 'string' }, dir: { type: 'string' } } });
const port = Number(values.port ?? (process.env.PORT || 3000));
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(command, `--port must be a port number (got "${values.port ?? process.env.PORT}")`);
/**
 * A port named with --port is the one the caller will connect to (the tests, the bench, the CMS):
 * taken, it fails in one line. The default (or PORT), what `npm start` and `npm run serve` use, moves
 * on to the next free port, and says so.
 */
const portIsFlexible = values.port === undefined;
/** How many ports after the first it tries before giving up. */
const MORE_PORTS = 20;
const { dir: root, basePath } = exportLocation(command, values.dir);

const headersPath = join(root, '_headers');
const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];

// Text compresses several times over; images and fonts are compressed already.
const compressible = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);
const gzipped = new Map<string, { mtimeMs: number; body: Buffer }>();

/** The file gzipped, compressed once per version of the file. */
function gzippedBody(file: string): Buffer {
  const { mtimeMs } = statSync(file);
  const cached = gzipped.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(readFileSync(file), { level: 6 });
  gzipped.set(file, { mtimeMs, body });
  return body;
}

function send(req: IncomingMessage, res: ServerResponse, status: number, file: string, pathname: string) {
  const headers: OutgoingHttpHeaders = { 'content-type': contentTypes[extname(file)] || 'application/octet-stream' };
  // The hosts' own default for a file `_headers` gives no lifetime (Cloudflare Pages and Netlify alike).
  headers['cache-control'] = 'public, max-age=0, must-revalidate';
  for (const [name, value] of headersFor(rules, pathname)) headers[name] = value;
  // Cloudflare Pages sends a not-found answer uncached, whatever `_headers` says for the path: a
  // page published later must not be hidden by a cached 404.
  if (status === 404) headers['cache-control'] = 'no-store';
  if (compressible.has(extname(file))) {
    headers.vary = 'Accept-Encoding';
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = gzippedBody(file);
      res.writeHead(status, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
  }
  res.writeHead(status, { ...headers, 'content-length': statSync(file).size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/** The export's own 404 page; a folder without one (a CMS fixture's repository) still answers 404, never drops the request. */
function notFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
  const page = join(root, '404.html');
  if (existsSync(page)) send(req, res, 404, page, pathname);
  else res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
}

const server = createServer((req, res) => {
  let pathname: string;
  let search: string;
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    pathname = decodeURIComponent(url.pathname);
    search = url.search;
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  if (basePath) {
    if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return notFound(req, res, pathname);
    pathname = pathname.slice(basePath.length) || '/';
  }
  const file = hostedFile(root, pathname);
  if (file && file.endsWith('index.html') && !pathname.endsWith('/') && !pathname.endsWith('.html')) {
    // The query stays (a shared search link typed without the slash), and the redirect carries the
    // path's `_headers` headers, as the hosts send them.
    res
      .writeHead(308, { ...Object.fromEntries(headersFor(rules, pathname)), location: `${basePath}${pathname}/${search}` })
      .end();
    return;
  }
  if (file) send(req, res, 200, file, pathname);
  else notFound(req, res, pathname);
});

let listening = port;
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE' && portIsFlexible && listening < Math.min(port + MORE_PORTS, 65535)) {
    server.listen(++listening, '127.0.0.1');
    return;
  }
  if (error.code === 'EADDRINUSE')
    fail(
      command,
      portIsFlexible
        ? `ports ${port} to ${listening} are all in use: stop one of the servers there, or name a free one with --port`
        : `port ${listening} is in use (another server is running there): stop it, or name another with --port`,
    );
  if (error.code === 'EACCES')
    fail(command, `port ${listening} needs administrator rights here: name one above 1023 with --port`);
  fail(command, `could not listen on 127.0.0.1:${listening}: ${error.message}`);
});
server.listen(port, '127.0.0.1', () => {
  const address = `http://localhost:${listening}${basePath}/`;
  console.log(
    listening === port
      ? `Serving ${root} at ${address}`
      : `Port ${port} is in use (another server is running there), so ${root} is served on the next free port: ${address}`,
  );
});
