import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPostDate } from './dates';
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

  it('rewrites the date before it in the runtime locale, as formatPostDate does', () => {
    for (const day of ['2024-01-15', '2023-12-31', '2024-02-29']) {
      const time = { dateTime: day, textContent: 'static' };
      runAfter(time);
      expect(time.textContent).toBe(formatPostDate(day));
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

describe('the date worker', () => {
  it('answers each day in the format formatPostDate gives, as plain JavaScript', () => {
    const self: { onmessage?: (event: { data: string[] }) => void; postMessage: (data: unknown) => void } = {
      postMessage: (data) => void (answer = data),
    };
    let answer: unknown;
    new Function('self', readFileSync(new URL('./local-dates.worker.js', import.meta.url), 'utf8'))(self);
    self.onmessage!({ data: ['2024-01-15', '2023-12-31'] });
    expect(answer).toEqual([
      ['2024-01-15', formatPostDate('2024-01-15')],
      ['2023-12-31', formatPostDate('2023-12-31')],
    ]);
  });
});
