import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { test } from '@playwright/test';

/**
 * A service the pages post to across origins (the form service, the analytics provider), as a real
 * HTTP server on 127.0.0.1 at a fixed port: it answers the CORS preflight itself and hands every
 * other request, with its body as text, to `handle`. It goes down (connections refused, as when the
 * data drops) and comes up again at the same port. e2e/contact-endpoint/receiver.ts and
 * e2e/analytics/receiver.ts build on it; e2e/offline/server.ts shares its pass-through.
 */
export function corsHeaders(request: IncomingMessage) {
  return {
    'Access-Control-Allow-Origin': request.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'Content-Type, Accept',
    Vary: 'Origin',
  };
}

export function loopbackService(
  port: number,
  handle: (request: IncomingMessage, response: ServerResponse, text: string) => void,
) {
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...corsHeaders(request), 'Access-Control-Max-Age': '0' });
      response.end();
      return;
    }
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => handle(request, response, text));
  });
  return {
    up: () =>
      new Promise<void>((resolve, reject) => {
        if (server.listening) return resolve();
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      }),
    down: () => closed(server),
  };
}

/** Stops listening, open connections closed: from then on a connection is refused. */
export async function closed(server: Server) {
  if (!server.listening) return;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Passes a request on to the server at 127.0.0.1:`port` and its answer back (a dropped connection, if none comes). */
export function passOn(port: number, request: IncomingMessage, response: ServerResponse) {
  const upstream = forward(
    { host: '127.0.0.1', port, path: request.url, method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
}

/** How long a test waits for a service's lock before it fails, saying why. */
const LOCK_LIMIT_MS = 10 * 60_000;
/** How often a waiting test tries the lock again. */
const LOCK_RETRY_MS = 250;

/**
 * Holds a service's port for one test across every worker process (Chromium's, Firefox's and
 * WebKit's projects run at once): the lock is a listener on `port`, on loopback. The system gives
 * it back when the test lets go or its process dies, so a crashed worker cannot leave a stale lock,
 * and the service itself may stop and start (the network going and coming back) while the test
 * holds it. Time spent waiting is added to the test's limit. Resolves to the release.
 */
export async function holdPort(port: number): Promise<() => Promise<void>> {
  const info = test.info();
  const since = Date.now();
  for (;;) {
    const lock = createNetServer();
    const held = await new Promise<boolean>((resolve, reject) => {
      lock.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
      lock.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(true));
    });
    const waited = Date.now() - since;
    if (held) {
      if (waited) info.setTimeout(info.timeout + waited);
      return () => new Promise<void>((resolve) => lock.close(() => resolve()));
    }
    if (waited > LOCK_LIMIT_MS) throw new Error(`The lock 127.0.0.1:${port} stayed taken for ${LOCK_LIMIT_MS / 60_000} min`);
    info.setTimeout(info.timeout + LOCK_RETRY_MS);
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
  }
}
