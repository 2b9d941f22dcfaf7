/**
 * The static export served the way a CDN does, over HTTP/2 (see http2.ts): `/route/` from
 * `route/index.html`, `/route` redirected to `/route/`, unknown paths answered by 404.html with
 * status 404, text gzipped (level 6, compressed once), and the headers from `_headers` applied,
 * as scripts/serve/serve.ts does over HTTP/1.1 for the tests.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { hostedFile } from '../lib/export-files';
import { headersFor, parseHeadersFile } from '../lib/headers-file';
import type { Handler } from './http2';
import { contentTypes } from '../lib/content-types';

const compressible = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

export function staticSiteHandler(directory: string): Handler {
  const root = resolve(directory);
  const headersPath = join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const bodies = new Map<string, { raw: Buffer; gzip?: Buffer }>();

  const body = (file: string, gzip: boolean) => {
    let entry = bodies.get(file);
    if (!entry) bodies.set(file, (entry = { raw: readFileSync(file) }));
    if (!gzip) return entry.raw;
    entry.gzip ??= gzipSync(entry.raw, { level: 6 });
    return entry.gzip;
  };

  return (req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'https://localhost').pathname);
    } catch {
      res.writeHead(400);
      res.end('Bad request');
      return;
    }
    let file = hostedFile(root, pathname);
    if (file && file.endsWith('index.html') && !pathname.endsWith('/') && !pathname.endsWith('.html')) {
      res.writeHead(308, { location: `${pathname}/` });
      res.end();
      return;
    }
    const status = file ? 200 : 404;
    file ??= join(root, '404.html');
    const headers: Record<string, string | number> = {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    };
    for (const [name, value] of headersFor(rules, pathname)) headers[name] = value;
    const gzip = compressible.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (compressible.has(extname(file))) headers.vary = 'Accept-Encoding';
    if (gzip) headers['content-encoding'] = 'gzip';
    const data = body(file, gzip);
    headers['content-length'] = data.length;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else res.end(data);
  };
}
