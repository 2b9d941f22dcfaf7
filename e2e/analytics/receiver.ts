import { createServer, type IncomingMessage } from 'node:http';
import { expect } from '@playwright/test';
import { vitalsMetrics } from '../../content/analytics';
import { closed, corsHeaders, holdPort, loopbackService, passOn } from '../loopback-service';
import { ANALYTICS_SCRIPT } from '../../lib/head-script';
import { collectionPages } from '../../lib/collections';
import { pageKind } from '../../lib/page-kind';
import { analyticsSetup } from './setup';

/**
 * Two real HTTP receivers on 127.0.0.1, at the addresses baked into the analytics export
 * (./setup.ts): Plausible's events API (a cross-origin `text/plain` POST of JSON to /api/event,
 * answered 202 as Plausible answers it), and the form service the contact form delivers to (JSON,
 * answered 200 after a CORS preflight). A test starts them with `withReceivers`, and they stop when
 * its body ends, whatever state its requests are in. One test at a time, in every engine's project:
 * each holds the lock port first.
 */
export type PlausibleEvent = {
  /** `n`: the event's name (`pageview`, `engagement`, a goal's name, a vital's). */
  name: string;
  /** `u`'s path and query: the page it was counted on. */
  page: string;
  props: Record<string, string>;
  domain: string;
  /** `r`: the referrer sent with it (the visit's source, for its first page view). */
  referrer: string | null;
  /** The request as it came, for what must never be in it. */
  raw: string;
  /** The request's Cookie header (none ever). */
  cookie: string | undefined;
};

export type Receivers = {
  /** Every event that reached the events API, in order. */
  events: PlausibleEvent[];
  /** Every enquiry body that reached the form service. */
  enquiries: string[];
  /** Both stop listening, their connections closed: a connection is refused (the data is down). */
  goDown: () => Promise<void>;
  /** Both listen again at the same ports (the data is back). */
  comeUp: () => Promise<void>;
  /**
   * The events API answers CORS wrongly (another origin allowed), as a misconfigured proxy in front
   * of the provider does: each request is received, and counted, but the browser refuses the answer.
   */
  answerCorsWrongly: () => void;
  /**
   * The export as the page sees it when analytics.js is slow to come: the same files through a
   * proxy on loopback that holds analytics.js back until `release` (each visit holds it anew).
   */
  heldBack: () => { url: (path: string) => string; release: () => void };
};

/** One receiver: `take` gets each POST to `path`, answered `status`; anything else 404. */
function receiver(
  port: number,
  path: string,
  status: number,
  take: (text: string, request: IncomingMessage) => void,
  cors = corsHeaders,
) {
  return loopbackService(port, (request, response, text) => {
    const ok = request.method === 'POST' && request.url === path;
    if (ok) take(text, request);
    response.writeHead(ok ? status : 404, { ...cors(request), 'Content-Type': 'text/plain' });
    response.end(ok ? 'ok' : 'not found');
  });
}

/** The export served at `analyticsSetup.port`, through a proxy at `proxyPort` that holds analytics.js while `holding()`. */
function holdingProxy(holding: () => boolean) {
  const waiting: (() => void)[] = [];
  const server = createServer((request, response) => {
    const pass = () => passOn(analyticsSetup.port, request, response);
    if (holding() && request.url?.split('?')[0] === ANALYTICS_SCRIPT) waiting.push(pass);
    else pass();
  });
  return {
    up: () => new Promise<void>((resolve) => server.listen(analyticsSetup.proxyPort, '127.0.0.1', () => resolve())),
    release: () => waiting.splice(0).forEach((go) => go()),
    down: () => closed(server),
  };
}

/** Runs `body` with both receivers listening; stops them and lets the next test have the ports when it ends. */
export async function withReceivers(body: (receivers: Receivers) => Promise<void>) {
  const release = await holdPort(analyticsSetup.lockPort);
  const events: PlausibleEvent[] = [];
  const enquiries: string[] = [];
  let corsWrong = false;
  const cors = (request: IncomingMessage) =>
    corsWrong ? { ...corsHeaders(request), 'Access-Control-Allow-Origin': 'https://elsewhere.example' } : corsHeaders(request);
  const api = receiver(
    analyticsSetup.eventsPort,
    '/api/event',
    202,
    (text, request) => {
      const payload = JSON.parse(text) as { n: string; u: string; d: string; r?: string | null; p?: Record<string, string> };
      const url = new URL(payload.u);
      events.push({
        name: payload.n,
        page: `${url.pathname}${url.search}`,
        props: payload.p ?? {},
        domain: payload.d,
        referrer: payload.r ?? null,
        raw: `${request.url} ${JSON.stringify(request.headers)} ${text}`,
        cookie: request.headers.cookie,
      });
    },
    cors,
  );
  const form = receiver(analyticsSetup.formPort, '/enquiries', 200, (text) => enquiries.push(text));
  let holding = false;
  const proxy = holdingProxy(() => holding);
  const receivers: Receivers = {
    events,
    enquiries,
    goDown: async () => void (await Promise.all([api.down(), form.down()])),
    comeUp: async () => void (await Promise.all([api.up(), form.up()])),
    answerCorsWrongly: () => void (corsWrong = true),
    heldBack: () => {
      holding = true;
      return {
        url: (path) => `http://127.0.0.1:${analyticsSetup.proxyPort}${path}`,
        release: () => {
          holding = false;
          proxy.release();
        },
      };
    },
  };
  try {
    await receivers.comeUp();
    await proxy.up();
    await body(receivers);
  } finally {
    await receivers.goDown();
    await proxy.down();
    await release();
  }
}

const VITALS = new Set<string>(vitalsMetrics);

/** What the agency counts: page views and its goals as `name page {props}` lines, in order; no engagement, no vitals. */
export const counted = (receivers: Receivers) =>
  receivers.events
    .filter((event) => event.name !== 'engagement' && !VITALS.has(event.name))
    .map((event) => `${event.name} ${event.page}${Object.keys(event.props).length ? ` ${JSON.stringify(event.props)}` : ''}`);

/** The page views counted so far, by path. */
export const pageviews = (receivers: Receivers) =>
  receivers.events.filter((event) => event.name === 'pageview').map((event) => event.page);

/**
 * The vitals received, each labelled with the page it was measured on: its kind is that page's, and
 * a metric comes at most once per page (every page here is seen once); each with a rating and a
 * rounded value. Returns them as `name page` lines.
 */
export function expectVitalsLabelled(receivers: Receivers) {
  const vitals = receivers.events.filter((event) => VITALS.has(event.name));
  const lines = vitals.map((event) => `${event.name} ${event.page}`);
  expect(lines.toSorted(), 'each vital once at most, per page').toEqual([...new Set(lines)].sort());
  for (const vital of vitals) {
    expect(vital.props.kind, `${vital.name} of ${vital.page}: its page's kind`).toBe(
      pageKind(new URL(vital.page, 'http://x').pathname, '', collectionPages),
    );
    expect(['good', 'needs-improvement', 'poor'], `${vital.name}'s rating`).toContain(vital.props.rating);
    expect(vital.props.value, `${vital.name}'s value`).toMatch(/^\d+(\.\d\d)?$/);
  }
  return lines;
}
