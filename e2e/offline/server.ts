import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { test } from '@playwright/test';
import { closed, passOn } from '../loopback-service';

/**
 * The offline specs' server (Playwright's and WebKit's): a pass-through on loopback in front of
 * scripts/serve/serve.ts (the CDN's behaviour), so that a deploy switches the export between two
 * requests (a new serve.ts starts on a second port before the old one goes), and a stop closes the
 * port itself: connection refused, the network failure every engine sees when data stops.
 */

/** The first port of the offline specs (E2E_PORT + 450); each test takes three from its worker's slot. */
export const OFFLINE_PORT_BASE = Number(process.env.E2E_PORT || 4173) + 450;

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

/** A server on `port` (and the two above it for serve.ts), not started yet. */
export function offlineServer(port: number): Server {
  let backing: { child: ChildProcess; port: number } | null = null;
  const front = createServer((request, response) => (backing ? passOn(backing.port, request, response) : response.destroy()));
  const stop = async () => {
    await closed(front);
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
  return { origin: `http://localhost:${port}`, start, stop };
}

/**
 * Runs `body` with a server on its worker's own ports (as the `server` fixture of ./offline.ts),
 * stopped once the body ends, passed or not: for the visitor specs, whose one body serves every
 * engine and so cannot take a Playwright fixture.
 */
export async function withServer(body: (server: Server) => Promise<void>) {
  const server = offlineServer(OFFLINE_PORT_BASE + test.info().parallelIndex * 3);
  try {
    await body(server);
  } finally {
    await server.stop();
  }
}
