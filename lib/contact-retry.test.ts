import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientTuning } from '@/content/client-tuning';
import { retryDelayMs, retryUntilStopped } from './contact-retry';

const backoff = { firstMs: 2000, factor: 2, maxMs: 30_000 };

describe('retryDelayMs', () => {
  it('waits longer each time, up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => retryDelayMs(n, backoff))).toEqual([
      2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('takes its numbers from content/client-tuning.ts', () => {
    expect(retryDelayMs(0, clientTuning.contact.retry)).toBe(clientTuning.contact.retry.firstMs);
    expect(retryDelayMs(99, clientTuning.contact.retry)).toBe(clientTuning.contact.retry.maxMs);
  });
});

describe('retryUntilStopped', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(attempt = vi.fn(async () => {})) {
    const network = new EventTarget();
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const stop = retryUntilStopped({ attempt, backoff, network, page });
    return { attempt, network, page, stop };
  }

  it('tries after the backoff waits, without any event (signal but no data: navigator.onLine stays true)', async () => {
    const { attempt, stop } = setup();
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempt).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(8000);
    expect(attempt).toHaveBeenCalledTimes(3);
    stop();
  });

  it('tries at once when the network comes back, and when the visitor returns to the tab', async () => {
    const { attempt, network, page, stop } = setup();
    network.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(2);
    stop();
  });

  it('one attempt at a time: a trigger while one is on its way is ignored', async () => {
    let finish = () => {};
    const attempt = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { network, stop } = setup(attempt);
    network.dispatchEvent(new Event('online'));
    network.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    network.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps trying after an attempt that throws', async () => {
    const attempt = vi.fn(async () => {
      throw new Error('offline');
    });
    const { stop } = setup(attempt);
    await vi.advanceTimersByTimeAsync(2000 + 4000);
    expect(attempt).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops: no more timers, and the events are no longer heard', async () => {
    const { attempt, network, stop } = setup();
    stop();
    network.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(attempt).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
