import { connect } from 'node:http2';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';
import { startHttp2, type Running } from './http2';
import { staticSiteHandler } from './static-site';
import { makeCertificate, spkiPin } from './tls';

const certificate = makeCertificate(['localhost', 'imgs.localhost']);
let server: Running;

beforeAll(async () => {
  const dir = tempExport({
    'index.html': '<h1>Home</h1>',
    'about/index.html': '<h1>About</h1>',
    '404.html': '<h1>Not found</h1>',
    _headers: '/*\n  X-Content-Type-Options: nosniff\n',
  });
  server = await startHttp2(0, certificate, staticSiteHandler(dir));
});
afterAll(() => server.close());

/** One request over HTTP/2, trusting only the run-time certificate. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer; protocol: string }>((resolve, reject) => {
    const session = connect(`https://localhost:${server.port}`, { ca: certificate.cert });
    session.on('error', reject);
    const request = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let response: Record<string, unknown> = {};
    request.on('response', (received) => (response = received));
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve({
        status: Number(response[':status']),
        headers: response,
        body: Buffer.concat(chunks),
        protocol: session.alpnProtocol ?? '',
      });
      session.close();
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the benchmark’s HTTP/2 server', () => {
  it('speaks h2 over TLS with a certificate valid for the names it was made for', async () => {
    const response = await get('/about/');
    expect(response.protocol).toBe('h2');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('<h1>About</h1>');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a route without its slash as a redirect, an unknown path as the 404 page, text gzipped on request', async () => {
    expect((await get('/about')).headers.location).toBe('/about/');
    const missing = await get('/nope/');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('<h1>Not found</h1>');
    const gzipped = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe('<h1>Home</h1>');
  });

  it('pins the certificate’s public key as Chromium expects it (base64 SHA-256 of the SPKI)', () => {
    expect(certificate.spki).toBe(spkiPin(certificate.cert));
    expect(Buffer.from(certificate.spki, 'base64')).toHaveLength(32);
  });
});
