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
} from './head-script';

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
  new Function('document', 'window', 'navigator', 'HTMLElement', script)(document, {}, {}, HTMLElement);
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

  it('is the four functions in order, so the no-script class goes before anything else runs', () => {
    expect(headScript.indexOf(markScriptsRunning.toString())).toBe(1);
    expect(headScript.indexOf(layoutWhenParsed.toString())).toBeGreaterThan(headScript.indexOf(EARLY_ATTRIBUTE));
    expect(headScript.indexOf(holdLaterPhotos.toString())).toBeGreaterThan(headScript.indexOf(layoutWhenParsed.toString()));
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
    const window = { addEventListener: (type: string, listener: () => void) => (listeners[`window ${type}`] = listener) };
    new Function('document', 'window', 'HTMLImageElement', inlineCall(holdLaterPhotos, PHOTOS_HELD_CLASS))(
      document,
      window,
      FakeImage,
    );
    const fire = (type: string, target?: FakeImage) => listeners[type]!({ target });
    return { classes, fire };
  }

  it("holds the later photos until the first screen's photo has loaded", () => {
    const { classes, fire } = page({ fetchpriority: 'high' });
    expect([...classes]).toEqual([PHOTOS_HELD_CLASS]);
    fire('load', new FakeImage());
    expect([...classes]).toEqual([PHOTOS_HELD_CLASS]);
    fire('load', new FakeImage('high'));
    expect([...classes]).toEqual([]);
  });

  it('lets them go when that photo fails, or at the latest when the page has loaded', () => {
    const failed = page({ fetchpriority: 'high' });
    failed.fire('error', new FakeImage('high'));
    expect([...failed.classes]).toEqual([]);
    const loaded = page({ fetchpriority: 'high' });
    loaded.fire('window load');
    expect([...loaded.classes]).toEqual([]);
  });

  it("holds nothing on a page without a first screen's photo", () => {
    expect([...page(null).classes]).toEqual([]);
    expect([...page({}).classes]).toEqual([]);
  });
});
