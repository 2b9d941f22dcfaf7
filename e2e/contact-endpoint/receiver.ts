import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { expect, test as base } from '../fixtures';
import { corsHeaders, holdPort, loopbackService } from '../loopback-service';
import { contactEndpointSetup, type ContactEndpointManifest } from './setup';

/**
 * A real HTTP receiver for the contact form, the way a form service (Formspree, Getform, Basin, a
 * serverless function) receives it: a cross-origin JSON POST with a CORS preflight. Each test
 * starts its own on 127.0.0.1 at the port baked into the build, and it stops when the test ends,
 * whatever state its requests are in. One port, so one test at a time, whichever engine's project
 * and worker it runs in: each test first holds the receiver's lock (e2e/loopback-service.ts's `holdPort`).
 *
 *   accept  answers 200 with JSON, as a service does for a delivered message
 *   fail    answers 500 (the service is broken or refuses the message)
 *   hang    takes the message and never answers (the service is overloaded, the network stalls)
 *   hold    like accept, but only once the test calls release(): to see what happens meanwhile
 *   down    is not running at all: the connection is refused (comeUp() starts it; goDown() stops a running one)
 */
export type ReceiverMode = 'accept' | 'fail' | 'hang' | 'hold' | 'down';

export type Received = {
  method: string;
  path: string;
  contentType: string | undefined;
  origin: string | undefined;
  text: string;
};

export type Receiver = {
  endpoint: string;
  origin: string;
  /** Every POST that reached the receiver, in order. */
  received: Received[];
  /** Changes how later POSTs are answered (e.g. the service recovers before Try again). */
  setMode: (mode: Exclude<ReceiverMode, 'down'>) => void;
  /** Answers every POST held so far with 200. */
  release: () => void;
  /** Stops listening, its open connections closed: from now on a connection is refused (the network is gone). */
  goDown: () => Promise<void>;
  /** Listens again at the same port (the network is back), answering as `mode` says. */
  comeUp: (mode?: Exclude<ReceiverMode, 'down'>) => Promise<void>;
};

function manifest(): ContactEndpointManifest {
  try {
    return JSON.parse(readFileSync(contactEndpointSetup.manifest, 'utf8')) as ContactEndpointManifest;
  } catch {
    throw new Error(`${contactEndpointSetup.manifest} is missing: run "npx tsx scripts/test/build-blog-fixtures.ts" first.`);
  }
}

/**
 * Runs `body` with a receiver started in `mode`, and stops it once the body ends, passed or not;
 * before it starts, holds the receiver's lock (the port above it), so one test at a time has it.
 * The specs written against the visitor API (e2e/visitor/) call it, as their one body serves every
 * engine and so cannot take a Playwright fixture; the others take the `receiver` fixture below.
 */
export async function withReceiver(initialMode: ReceiverMode, body: (receiver: Receiver) => Promise<void>) {
  const { endpoint } = manifest();
  const url = new URL(endpoint);
  if (url.hostname !== '127.0.0.1') throw new Error(`The receiver listens on loopback only, but the build posts to ${endpoint}`);
  let mode = initialMode;
  const received: Received[] = [];
  const held: { request: IncomingMessage; response: ServerResponse }[] = [];

  const answer = (request: IncomingMessage, response: ServerResponse, status: number) => {
    response.writeHead(status, { ...corsHeaders(request), 'Content-Type': 'application/json' });
    response.end(JSON.stringify(status < 300 ? { ok: true } : { error: 'Internal error' }));
  };

  const server = loopbackService(Number(url.port), (request, response, text) => {
    received.push({
      method: request.method ?? '',
      path: request.url ?? '',
      contentType: request.headers['content-type'],
      origin: request.headers.origin,
      text,
    });
    if (request.method !== 'POST' || request.url !== url.pathname) answer(request, response, 404);
    else if (mode === 'accept') answer(request, response, 200);
    else if (mode === 'fail') answer(request, response, 500);
    else if (mode === 'hold') held.push({ request, response });
    // 'hang': never answer; the socket is closed when the test ends.
  });

  const release = await holdPort(contactEndpointSetup.receiverPort + 1);
  try {
    if (mode !== 'down') await server.up();
    await body({
      endpoint,
      origin: url.origin,
      received,
      setMode: (next) => void (mode = next),
      release: () => {
        for (const { request, response } of held.splice(0)) answer(request, response, 200);
      },
      goDown: server.down,
      comeUp: async (next = 'accept') => {
        mode = next;
        await server.up();
      },
    });
  } finally {
    await server.down();
    await release();
  }
}

/** What reached the receiver, each checked to be a JSON POST to the endpoint's path from `siteOrigin` (the pages' own). */
export function deliveredBodies(receiver: Receiver, siteOrigin: string): unknown[] {
  return receiver.received.map((request) => {
    expect(request).toMatchObject({ method: 'POST', path: new URL(receiver.endpoint).pathname, contentType: 'application/json' });
    expect(request.origin).toBe(siteOrigin);
    return JSON.parse(request.text) as unknown;
  });
}

/** The shared fixtures plus a receiver, started before each test in the mode it asks for (`test.use({ receiverMode })`). */
export const test = base.extend<{ receiverMode: ReceiverMode; receiver: Receiver }>({
  receiverMode: ['accept', { option: true }],
  // Started for every test, used or not, and stopped once the test is over, passed or not.
  receiver: [async ({ receiverMode }, provide) => withReceiver(receiverMode, provide), { auto: true }],
});

export { expect } from '../fixtures';
