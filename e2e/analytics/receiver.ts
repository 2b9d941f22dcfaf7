import type { IncomingMessage } from 'node:http';
import { expect } from '@playwright/test';
import { vitalsMetrics } from '../../content/analytics';
import { holdPort } from '../contact-endpoint/receiver';
import { corsHeaders, loopbackService } from '../loopback-service';
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
};

/** One receiver: `take` gets each POST to `path`, answered `status`; anything else 404. */
function receiver(port: number, path: string, status: number, take: (text: string, request: IncomingMessage) => void) {
  return loopbackService(port, (request, response, text) => {
    const ok = request.method === 'POST' && request.url === path;
    if (ok) take(text, request);
    response.writeHead(ok ? status : 404, { ...corsHeaders(request), 'Content-Type': 'text/plain' });
    response.end(ok ? 'ok' : 'not found');
  });
}

/** Runs `body` with both receivers listening; stops them and lets the next test have the ports when it ends. */
export async function withReceivers(body: (receivers: Receivers) => Promise<void>) {
  const release = await holdPort(analyticsSetup.lockPort);
  const events: PlausibleEvent[] = [];
  const enquiries: string[] = [];
  const api = receiver(analyticsSetup.eventsPort, '/api/event', 202, (text, request) => {
    const payload = JSON.parse(text) as { n: string; u: string; d: string; p?: Record<string, string> };
    const url = new URL(payload.u);
    events.push({
      name: payload.n,
      page: `${url.pathname}${url.search}`,
      props: payload.p ?? {},
      domain: payload.d,
      raw: `${request.url} ${JSON.stringify(request.headers)} ${text}`,
      cookie: request.headers.cookie,
    });
  });
  const form = receiver(analyticsSetup.formPort, '/enquiries', 200, (text) => enquiries.push(text));
  const receivers: Receivers = {
    events,
    enquiries,
    goDown: async () => void (await Promise.all([api.down(), form.down()])),
    comeUp: async () => void (await Promise.all([api.up(), form.up()])),
  };
  try {
    await receivers.comeUp();
    await body(receivers);
  } finally {
    await receivers.goDown();
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

/** The vitals received: each metric at most once, each with the kind of page, a rating and a rounded value. */
export function expectVitals(receivers: Receivers, kind: string) {
  const vitals = receivers.events.filter((event) => VITALS.has(event.name));
  expect(vitals.map((event) => event.name).sort(), 'each vital once at most').toEqual(
    [...new Set(vitals.map((e) => e.name))].sort(),
  );
  for (const vital of vitals) {
    expect(vital.props.kind, `${vital.name}'s page kind`).toBe(kind);
    expect(['good', 'needs-improvement', 'poor'], `${vital.name}'s rating`).toContain(vital.props.rating);
    expect(vital.props.value, `${vital.name}'s value`).toMatch(/^\d+(\.\d\d)?$/);
  }
  return vitals.map((event) => event.name);
}

/** Nothing the visitor typed is in any request the events API received, and no request carried a cookie. */
export function expectNothingOfTheVisitor(receivers: Receivers, typed: string[]) {
  for (const event of receivers.events) {
    expect(event.cookie, `a cookie with ${event.name}`).toBeUndefined();
    for (const value of typed) expect(event.raw, `"${value}" in a request to the events API`).not.toContain(value);
  }
}
