import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './dates';

/** A stand-in for the browser's Worker running lib/local-dates.worker.js: it answers on a later task, or fails. */
class FakeWorker {
  static started = 0;
  static fails = false;
  onmessage?: (event: { data: [string, string][] }) => void;
  onerror?: (event: { preventDefault(): void }) => void;
  constructor(readonly url: URL) {
    FakeWorker.started++;
  }
  postMessage(days: string[]) {
    setTimeout(() => {
      if (FakeWorker.fails) this.onerror?.({ preventDefault() {} });
      else this.onmessage?.({ data: days.map((day) => [day, `worker:${day}`]) });
    }, 0);
  }
  terminate() {}
}

const load = async () => (await import('./local-dates')).localDate;

describe('localDate', () => {
  beforeEach(() => {
    FakeWorker.started = 0;
    FakeWorker.fails = false;
    vi.stubGlobal('Worker', FakeWorker);
    const idle = vi.fn((callback: () => void) => setTimeout(callback, 0));
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('window', { requestIdleCallback: idle });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('formats every day asked for in the same task with one worker, and a day it knows with none', async () => {
    const localDate = await load();
    expect(await Promise.all([localDate('2024-01-15'), localDate('2023-12-31'), localDate('2024-01-15')])).toEqual([
      'worker:2024-01-15',
      'worker:2023-12-31',
      'worker:2024-01-15',
    ]);
    expect(FakeWorker.started).toBe(1);
    expect(await localDate('2023-12-31')).toBe('worker:2023-12-31');
    expect(FakeWorker.started).toBe(1);
  });

  it('formats on the page, once it is idle, when the worker fails', async () => {
    FakeWorker.fails = true;
    const localDate = await load();
    expect(await localDate('2024-01-15')).toBe(formatDate('2024-01-15'));
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('formats on the page on the next task where the browser has no idle callback', async () => {
    FakeWorker.fails = true;
    vi.stubGlobal('window', {});
    const localDate = await load();
    expect(await localDate('2023-12-31')).toBe(formatDate('2023-12-31'));
    expect(requestIdleCallback).not.toHaveBeenCalled();
  });
});
