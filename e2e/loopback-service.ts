import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A service the pages post to across origins (the form service, the analytics provider), as a real
 * HTTP server on 127.0.0.1 at a fixed port: it answers the CORS preflight itself and hands every
 * other request, with its body as text, to `handle`. It goes down (connections refused, as when the
 * data drops) and comes up again at the same port. e2e/contact-endpoint/receiver.ts and
 * e2e/analytics/receiver.ts build on it.
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
    get listening() {
      return server.listening;
    },
    up: () =>
      new Promise<void>((resolve, reject) => {
        if (server.listening) return resolve();
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      }),
    down: async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
