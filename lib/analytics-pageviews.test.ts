import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PARAMETER } from './analytics';
import { PAGEVIEW_LOG, logPageviews, type PageviewLog } from './analytics-pageviews';
import { inlineCall } from './head-script';

const ENDPOINT = 'https://plausible.io/api/event';

type PageOptions = { href: string; referrer?: string; gpc?: boolean; webdriver?: boolean; ignore?: boolean };
/** A page as the head script sees it: its address (a real URL, moved by pushState), history, listeners, and the requests it sent. */
function page({ href, referrer = '', gpc = false, webdriver = false, ignore = false }: PageOptions) {
  const listeners: Record<string, ((event: { persisted?: boolean }) => void)[]> = {};
  const on = (type: string, listener: (event: { persisted?: boolean }) => void) => (listeners[type] ??= []).push(listener);
  const location = new URL(href);
  const sent: { url: string; init: RequestInit; body: Record<string, unknown> }[] = [];
  const document = { referrer, visibilityState: 'visible', addEventListener: on };
  const window: Record<string, unknown> = { addEventListener: on };
  const history = {
    pushState: (_state: unknown, _unused: string, to: string) => void (location.href = new URL(to, location).href),
  };
  const globals = {
    window,
    addEventListener: on,
    document,
    history,
    location,
    navigator: { globalPrivacyControl: gpc, webdriver },
    localStorage: { getItem: (key: string) => (ignore && key === 'plausible_ignore' ? 'true' : null) },
    fetch: (to: string, init: RequestInit) => {
      sent.push({ url: to, init, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return Promise.resolve(new Response(null, { status: 202 }));
    },
  };
  const names = Object.keys(globals);
  // The function's shipped source, run with nothing but these globals: what the page runs.
  const run = (local = false) =>
    new Function(
      ...names,
      inlineCall(logPageviews, ENDPOINT, 'travelorchard.example', PAGEVIEW_LOG, CAMPAIGN_PARAMETER.source, local),
    )(...Object.values(globals));
  const fire = (type: string, event: { persisted?: boolean } = {}) => listeners[type]?.forEach((listener) => listener(event));
  const hide = () => {
    document.visibilityState = 'hidden';
    fire('visibilitychange');
  };
  return { run, sent, fire, hide, history, log: () => window[PAGEVIEW_LOG] as PageviewLog | undefined };
}

describe('logPageviews (the head script)', () => {
  it('sends nothing during the first view, then the landing page once, with its campaign and source, when the page is hidden', () => {
    const visit = page({
      href: 'https://travelorchard.example/?utm_source=newsletter&q=visa#top',
      referrer: 'https://news.example/',
    });
    visit.run();
    expect(visit.sent).toEqual([]);
    visit.hide();
    visit.fire('pagehide');
    expect(visit.sent).toHaveLength(1);
    expect(visit.sent[0]!.url).toBe(ENDPOINT);
    expect(visit.sent[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
    // A string body goes as text/plain: a simple request, no preflight, as the tracker sends it.
    expect(typeof visit.sent[0]!.init.body).toBe('string');
    expect(visit.sent[0]!.body).toEqual({
      n: 'pageview',
      u: 'https://travelorchard.example/?utm_source=newsletter',
      d: 'travelorchard.example',
      r: 'https://news.example/',
    });
  });

  it('sends each page reached by a tap once, in order, each with its own address, as the visitor leaves it', () => {
    const visit = page({ href: 'https://travelorchard.example/' });
    visit.run();
    visit.history.pushState(null, '', '/services/');
    visit.history.pushState(null, '', '/services/?tab=2');
    expect(
      visit.sent.map((request) => request.body.u),
      'each page left by a tap goes then, in order',
    ).toEqual(['https://travelorchard.example/']);
    visit.history.pushState(null, '', '/blog/');
    visit.fire('pagehide');
    expect(visit.sent.map((request) => request.body.u)).toEqual([
      'https://travelorchard.example/',
      'https://travelorchard.example/services/',
      'https://travelorchard.example/blog/',
    ]);
    visit.fire('pagehide');
    expect(visit.sent).toHaveLength(3);
  });

  it('sends nothing once analytics.js has taken the log over: it is given each new page instead', () => {
    const visit = page({ href: 'https://travelorchard.example/' });
    visit.run();
    const log = visit.log()!;
    const taken: string[] = [];
    log.t = (view) => taken.push(view.u);
    visit.history.pushState(null, '', '/blog/');
    visit.hide();
    expect(visit.sent).toEqual([]);
    expect(taken).toEqual(['https://travelorchard.example/blog/']);
  });

  it('counts no one who asked not to be followed, nor the owner, nor automation off this machine', () => {
    for (const visit of [
      page({ href: 'https://travelorchard.example/', gpc: true }),
      page({ href: 'https://travelorchard.example/', ignore: true }),
      page({ href: 'https://travelorchard.example/', webdriver: true }),
      page({ href: 'http://localhost:3000/' }),
    ]) {
      visit.run();
      visit.hide();
      expect(visit.log()).toBeUndefined();
      expect(visit.sent).toEqual([]);
    }
    // A provider on this machine (the tests' receiver) counts the automated browser.
    const tested = page({ href: 'http://localhost:4673/', webdriver: true });
    tested.run(true);
    tested.hide();
    expect(tested.sent).toHaveLength(1);
  });
});
