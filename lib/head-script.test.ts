import { describe, expect, it, vi } from 'vitest';
import { EARLY_ATTRIBUTE, FIRST_INPUT_ATTRIBUTE } from './early-actions';
import { headScript, inlineCall, layoutWhenParsed, markScriptsRunning, NO_JS_CLASS, NO_POPOVER_CLASS } from './head-script';

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

  it('is the three functions in order, so the no-script class goes before anything else runs', () => {
    expect(headScript.indexOf(markScriptsRunning.toString())).toBe(1);
    expect(headScript.indexOf(layoutWhenParsed.toString())).toBeGreaterThan(headScript.indexOf(EARLY_ATTRIBUTE));
  });
});
