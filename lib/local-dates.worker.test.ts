import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPostDate } from './dates';

describe('the local-dates worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('answers a list of post days with each one formatted in the default locale, in order', async () => {
    const worker = { onmessage: undefined as ((event: { data: string[] }) => void) | undefined, postMessage: vi.fn() };
    vi.stubGlobal('self', worker);
    await import('./local-dates.worker');
    worker.onmessage!({ data: ['2024-01-15', '2023-12-31'] });
    expect(worker.postMessage).toHaveBeenCalledWith([
      ['2024-01-15', formatPostDate('2024-01-15')],
      ['2023-12-31', formatPostDate('2023-12-31')],
    ]);
  });
});
