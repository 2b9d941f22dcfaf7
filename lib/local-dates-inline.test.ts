import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import { FORMATTER_GLOBAL, localDateScript } from './local-dates-inline';

/** Runs the script as the browser would, right after a `<time>` element. */
function runAfter(time: { dateTime: string; textContent: string } | null) {
  const window: Record<string, unknown> = {};
  new Function('window', 'document', localDateScript)(window, { currentScript: { previousElementSibling: time } });
  return window;
}

describe('the inline date formatter', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[FORMATTER_GLOBAL];
  });

  it('rewrites the date before it in the runtime locale, as formatDate does', () => {
    for (const day of ['2024-01-15', '2023-12-31', '2024-02-29']) {
      const time = { dateTime: day, textContent: 'static' };
      runAfter(time);
      expect(time.textContent).toBe(formatDate(day));
    }
  });

  it('keeps one formatter for the page', () => {
    const window = runAfter({ dateTime: '2024-01-15', textContent: '' });
    expect(window[FORMATTER_GLOBAL]).toBeInstanceOf(Intl.DateTimeFormat);
  });

  it('leaves anything that is not a post day alone, and never throws', () => {
    const time = { dateTime: '2024-01-15T10:00', textContent: 'static' };
    runAfter(time);
    expect(time.textContent).toBe('static');
    expect(() => runAfter(null)).not.toThrow();
  });

  it('is ES5, so every supported browser parses it', () => {
    expect(localDateScript).not.toMatch(/=>|\blet\b|\bconst\b|`|\?\?|\?\./);
  });
});
