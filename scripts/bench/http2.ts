/**
 * HTTP/2 over TLS, as every CDN serves: one connection per origin, requests multiplexed on it.
 * (HTTP/1.1 is still accepted through ALPN, for tools that do not speak h2.)
 */
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { Certificate } from './tls';

export type Handler = (req: Http2ServerRequest, res: Http2ServerResponse) => void | Promise<void>;
export type Running = { port: number; close: () => Promise<void> };

function listen(port: number, host: string, certificate: Certificate, handler: Handler): Promise<Http2SecureServer> {
  return new Promise((resolve, reject) => {
    const server = createSecureServer({ key: certificate.key, cert: certificate.cert, allowHTTP1: true }, (req, res) => {
      void handler(req, res);
    });
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Listens on both loopback addresses (a *.localhost name may resolve to either), on `port` or, with
 * 0, on one the system picks; resolves once listening.
 */
export async function startHttp2(port: number, certificate: Certificate, handler: Handler): Promise<Running> {
  const first = await listen(port, '127.0.0.1', certificate, handler);
  const address = first.address();
  const chosen = typeof address === 'object' && address ? address.port : port;
  const servers = [first, await listen(chosen, '::1', certificate, handler)];
  return {
    port: chosen,
    close: () =>
      Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(() => undefined),
  };
}
