import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import { FORMATTER_GLOBAL, LOCAL_DATE_PENDING, localDateScript } from './local-dates-inline';

/** A `<time>` element as the script sees it, pending as the server renders it. */
function timeElement(dateTime: string, textContent: string) {
  const attributes = new Set([LOCAL_DATE_PENDING]);
  return {
    tagName: 'TIME',
    dateTime,
    textContent,
    pending: () => attributes.has(LOCAL_DATE_PENDING),
    removeAttribute: (name: string) => attributes.delete(name),
  };
}

/** Runs the script as the browser would, right after a `<time>` element. */
function runAfter(time: ReturnType<typeof timeElement> | null) {
  const window: Record<string, unknown> = {};
  new Function('window', 'document', localDateScript)(window, { currentScript: { previousElementSibling: time } });
  return window;
}

describe('the inline date formatter', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[FORMATTER_GLOBAL];
  });

  it('rewrites the date before it in the runtime locale, as formatDate does, with one formatter kept for the page', () => {
    for (const day of ['2024-01-15', '2023-12-31', '2024-02-29']) {
      const time = timeElement(day, 'static');
      expect(runAfter(time)[FORMATTER_GLOBAL]).toBeInstanceOf(Intl.DateTimeFormat);
      expect(time.textContent).toBe(formatDate(day));
      expect(time.pending()).toBe(false);
    }
  });

  it('leaves anything that is not a post day alone, shown, and never throws', () => {
    const time = timeElement('2024-01-15T10:00', 'static');
    runAfter(time);
    expect(time.textContent).toBe('static');
    // Never left hidden: the build's text shows.
    expect(time.pending()).toBe(false);
    expect(() => runAfter(null)).not.toThrow();
  });

  it('is ES5, so every supported browser parses it', () => {
    expect(localDateScript).not.toMatch(/=>|\blet\b|\bconst\b|`|\?\?|\?\./);
  });
});
