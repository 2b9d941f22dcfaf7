import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('the local-dates worker', () => {
  it('answers a list of post days with each one formatted as formatDate does, in order, as plain JavaScript', () => {
    let answer: unknown;
    const self: { onmessage?: (event: { data: string[] }) => void; postMessage: (data: unknown) => void } = {
      postMessage: (data) => void (answer = data),
    };
    // Run as the browser runs it: the file as it is, with no bundler or TypeScript in between.
    new Function('self', readFileSync(new URL('./local-dates.worker.js', import.meta.url), 'utf8'))(self);
    self.onmessage!({ data: ['2024-01-15', '2023-12-31'] });
    expect(answer).toEqual([
      ['2024-01-15', formatDate('2024-01-15')],
      ['2023-12-31', formatDate('2023-12-31')],
    ]);
  });
});
