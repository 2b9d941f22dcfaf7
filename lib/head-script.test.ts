import { describe, expect, it, vi } from 'vitest';
import { EARLY_ATTRIBUTE, FIRST_INPUT_ATTRIBUTE } from './early-actions';
import {
  headScript,
  holdLaterPhotos,
  inlineCall,
  layoutWhenParsed,
  markScriptsRunning,
  NO_JS_CLASS,
  NO_POPOVER_CLASS,
  PHOTOS_HELD_CLASS,
  registerServiceWorker,
  afterLoadWhenIdle,
  deferredCall,
  loadAnalytics,
} from './head-script';
import { photoHoldMaxMs } from '@/content/offline';

/** Runs `script` against a document that records what it did; `popover` says whether the browser has popovers. */
function run(script: string, { popover }: { popover: boolean }) {
  const classes = new Set([NO_JS_CLASS, 'font-variable']);
  const listeners = new Map<string, () => void>();
  const document = {
    readyState: 'loading',
    documentElement: {
      classList: { remove: (name: string) => classes.delete(name), add: (name: string) => classes.add(name) },
      getBoundingClientRect: vi.fn(),
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    querySelector: () => null,
  };
  const HTMLElement = { prototype: popover ? { popover: null } : {} };
  // The load never comes here: what waits for it (the worker, the analytics) is tested on its own.
  const window = { addEventListener: () => undefined };
  new Function('document', 'window', 'navigator', 'HTMLElement', script)(document, window, {}, HTMLElement);
  return { classes, listeners, document };
}

describe('inlineCall', () => {
  it("calls the function's source with its arguments as JSON, escaping what could close the script", () => {
    const call = inlineCall((text: string, options: { n: number }) => void [text, options], '</script>', { n: 1 });
    expect(call).toMatch(/^\(.*\)\("\\u003c\/script>",\{"n":1\}\)$/s);
  });
});

describe('the head script', () => {
  it('names the attributes and classes it works with', () => {
    for (const name of [EARLY_ATTRIBUTE, FIRST_INPUT_ATTRIBUTE, NO_JS_CLASS, NO_POPOVER_CLASS])
      expect(headScript).toContain(name);
  });

  it('removes the no-script class, and marks a browser without popovers', () => {
    expect([...run(headScript, { popover: true }).classes]).toEqual(['font-variable']);
    expect([...run(headScript, { popover: false }).classes]).toEqual(['font-variable', NO_POPOVER_CLASS]);
  });

  it('asks for one layout when parsing ends, and not before', () => {
    const { listeners, document } = run(headScript, { popover: true });
    listeners.get('readystatechange')!();
    expect(document.documentElement.getBoundingClientRect).not.toHaveBeenCalled();
    document.readyState = 'interactive';
    listeners.get('readystatechange')!();
    expect(document.documentElement.getBoundingClientRect).toHaveBeenCalledOnce();
  });

  it('is the five functions in order, so the no-script class goes before anything else runs', () => {
    expect(headScript.indexOf(markScriptsRunning.toString())).toBe(1);
    expect(headScript.indexOf(layoutWhenParsed.toString())).toBeGreaterThan(headScript.indexOf(EARLY_ATTRIBUTE));
    expect(headScript.indexOf(holdLaterPhotos.toString())).toBeGreaterThan(headScript.indexOf(layoutWhenParsed.toString()));
    expect(headScript.indexOf(afterLoadWhenIdle.toString())).toBeGreaterThan(headScript.indexOf(holdLaterPhotos.toString()));
    expect(headScript.indexOf(registerServiceWorker.toString())).toBeGreaterThan(
      headScript.indexOf(afterLoadWhenIdle.toString()),
    );
  });

  it('never names the analytics when NEXT_PUBLIC_ANALYTICS_HOST is unset', () => {
    expect(headScript).not.toContain(loadAnalytics.toString());
    expect(headScript).not.toContain('analytics.js');
  });

  it('ends the hold on photos after at most the set time, and registers the worker at the site root', () => {
    expect(headScript).toContain(`${holdLaterPhotos.toString()})(${JSON.stringify(PHOTOS_HELD_CLASS)},${photoHoldMaxMs})`);
    expect(photoHoldMaxMs).toBeLessThanOrEqual(2000);
    expect(headScript).toContain(
      `(${afterLoadWhenIdle.toString()})(5000,function(){(${registerServiceWorker.toString()})("/sw.js","/",true)})`,
    );
  });
});

describe('holdLaterPhotos', () => {
  /** An element that `matches` a selector naming its fetchpriority. */
  class FakeImage {
    constructor(private readonly priority?: string) {}
    matches = (selector: string) => this.priority !== undefined && selector.includes(`[fetchpriority="${this.priority}" i]`);
  }
  /** Runs the function on a page whose head has `preload` (a fetchpriority, or none); returns its events to fire. */
  function page(preload: { fetchpriority?: string } | null) {
    const classes = new Set<string>();
    const listeners: Record<string, (event: { target: unknown }) => void> = {};
    const document = {
      documentElement: {
        classList: { add: (name: string) => classes.add(name), remove: (name: string) => classes.delete(name) },
      },
      querySelector: (selector: string) =>
        preload &&
        new FakeImage(preload.fetchpriority).matches(selector) &&
        selector.startsWith('link[rel="preload"][as="image"]')
          ? new FakeImage(preload.fetchpriority)
          : null,
      addEventListener: (type: string, listener: (event: { target: unknown }) => void) => (listeners[type] = listener),
    };
    const timers: { ms: number; run: () => void }[] = [];
    const window = {
      addEventListener: (type: string, listener: () => void) => (listeners[`window ${type}`] = listener),
      setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    };
    new Function('document', 'window', 'HTMLImageElement', inlineCall(holdLaterPhotos, PHOTOS_HELD_CLASS, 2000))(
      document,
      window,
      FakeImage,
    );
    const fire = (type: string, target?: FakeImage) => listeners[type]!({ target });
    return { classes, fire, timers };
  }

  it("holds the later photos until the first screen's photo has loaded, for at most the longest hold", () => {
    const { classes, fire, timers } = page({ fetchpriority: 'high' });
    expect([...classes]).toEqual([PHOTOS_HELD_CLASS]);
    expect(timers.map(({ ms }) => ms)).toEqual([2000]);
    fire('load', new FakeImage());
    expect([...classes]).toEqual([PHOTOS_HELD_CLASS]);
    fire('load', new FakeImage('high'));
    expect([...classes]).toEqual([]);
  });

  it.each<[string, (visit: ReturnType<typeof page>) => void]>([
    ['that photo fails', ({ fire }) => fire('error', new FakeImage('high'))],
    ['the page has loaded', ({ fire }) => fire('window load')],
    ['the longest hold is over, whatever the first photo does (a stalled request)', ({ timers }) => timers[0]!.run()],
  ])('lets them go when %s', (_, release) => {
    const visit = page({ fetchpriority: 'high' });
    release(visit);
    expect([...visit.classes]).toEqual([]);
  });

  it("holds nothing on a page without a first screen's photo", () => {
    expect([...page(null).classes]).toEqual([]);
    expect([...page({}).classes]).toEqual([]);
  });
});

describe('registerServiceWorker', () => {
  /** Runs the function in a page whose load has `loaded`; returns what it registered and posted. */
  async function run({
    enabled,
    loaded,
    withWorkers = true,
    controlled = false,
  }: {
    enabled: boolean;
    loaded: boolean;
    withWorkers?: boolean;
    controlled?: boolean;
  }) {
    const calls: string[] = [];
    const listeners: Record<string, () => void> = {};
    const active = {
      postMessage: (message: { payload: { urlsToCache: string[] } }) =>
        calls.push(`cache ${message.payload.urlsToCache.join(' ')}`),
    };
    const registration = { active, unregister: () => calls.push('unregister') };
    const navigator = {
      serviceWorker: withWorkers
        ? {
            register: (url: string, options: { scope: string }) => (
              calls.push(`register ${url} ${options.scope}`),
              Promise.resolve()
            ),
            ready: Promise.resolve(registration),
            getRegistration: (scope: string) => (calls.push(`look ${scope}`), Promise.resolve(registration)),
            controller: controlled ? {} : null,
          }
        : undefined,
    };
    const window = {
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      requestIdleCallback: (callback: () => void, options: { timeout: number }) => (
        calls.push(`idle ${options.timeout}`),
        callback()
      ),
      performance: { getEntriesByType: () => [{ name: 'http://x/_next/static/a.js' }] },
      location: { href: 'http://x/about/' },
    };
    const document = { readyState: loaded ? 'complete' : 'interactive' };
    // Only the globals the shipped script may use (scripts/lib/browser-script.ts); the rest through window.
    const script = `(${afterLoadWhenIdle.toString()})(5000,${deferredCall(registerServiceWorker, '/base/sw.js', '/base/', enabled)})`;
    new Function('navigator', 'window', 'document', script)(navigator, window, document);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    return { calls, listeners, settle };
  }

  it('registers after the load, when the browser is idle, then hands the worker what the page loaded before it', async () => {
    const { calls, listeners, settle } = await run({ enabled: true, loaded: false });
    expect(calls).toEqual([]);
    listeners.load!();
    await settle();
    expect(calls).toEqual(['idle 5000', 'register /base/sw.js /base/', 'cache http://x/about/ http://x/_next/static/a.js']);
  });

  it.each([
    ['registers at once when the page has already loaded', {}, ['idle 5000', 'register /base/sw.js /base/']],
    ['does nothing on a page the worker already controls: it was kept as it loaded', { controlled: true }, ['idle 5000']],
    [
      'removes the worker instead when the build turned it off (the kill switch)',
      { enabled: false },
      ['idle 5000', 'look /base/', 'unregister'],
    ],
    ['does nothing in a browser without service workers', { withWorkers: false }, ['idle 5000']],
  ])('%s', async (_, options, calls) => {
    expect((await run({ enabled: true, loaded: true, ...options })).calls.slice(0, calls.length)).toEqual(calls);
  });
});

describe('loadAnalytics', () => {
  function run(globalPrivacyControl?: boolean) {
    const appended: { src: string; async: boolean }[] = [];
    const document = {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (el: never) => appended.push(el) },
    };
    new Function('navigator', 'document', inlineCall(loadAnalytics, '/base/analytics.js'))({ globalPrivacyControl }, document);
    return appended;
  }

  it('adds the analytics as a script of the site, not inline, and nothing for a browser that sends Global Privacy Control', () => {
    expect(run()).toEqual([{ src: '/base/analytics.js', async: true }]);
    expect(run(false)).toHaveLength(1);
    expect(run(true)).toEqual([]);
  });
});
