/**
 * Tries again until an enquiry sent offline has gone. The `online` event alone is not enough: on a
 * phone with signal but no data (a prepaid bundle run out, a congested cell) `navigator.onLine`
 * stays true and the event never fires. So the page also tries after a growing wait (backoff), and
 * whenever the visitor comes back to the tab (`visibilitychange`), when data has often returned.
 * One attempt at a time: a trigger while one is on its way is ignored.
 */
export type Backoff = { firstMs: number; factor: number; maxMs: number };

/** The wait before attempt `n` (0 for the first retry): firstMs, then `factor` times longer each time, never over maxMs. */
export function retryDelayMs(n: number, { firstMs, factor, maxMs }: Backoff): number {
  return Math.min(maxMs, firstMs * factor ** Math.max(0, n));
}

type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
};

export type RetryOptions = {
  /** One attempt; the retrier waits for it before it schedules the next. */
  attempt: () => Promise<void>;
  backoff: Backoff;
  /** Where `online` fires (window). */
  network: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Where `visibilitychange` fires, and whether the page is shown (document). */
  page: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState: DocumentVisibilityState };
  timers?: Timers;
};

/** Starts trying; the returned function stops (the enquiry went, failed for good, or the page let go). */
export function retryUntilStopped({ attempt, backoff, network, page, timers = globalThis as Timers }: RetryOptions): () => void {
  let stopped = false;
  let running = false;
  let tries = 0;
  let timer: unknown = null;

  const schedule = () => {
    if (stopped) return;
    timer = timers.setTimeout(() => void run(), retryDelayMs(tries, backoff));
  };

  async function run() {
    if (stopped || running) return;
    if (timer !== null) timers.clearTimeout(timer as never);
    timer = null;
    running = true;
    try {
      await attempt();
    } catch {
      // An attempt that throws is one more failed attempt: keep trying.
    } finally {
      running = false;
      tries += 1;
      schedule();
    }
  }

  const now = () => void run();
  const onVisible = () => {
    if (page.visibilityState === 'visible') void run();
  };
  network.addEventListener('online', now);
  page.addEventListener('visibilitychange', onVisible);
  schedule();

  return () => {
    stopped = true;
    if (timer !== null) timers.clearTimeout(timer as never);
    network.removeEventListener('online', now);
    page.removeEventListener('visibilitychange', onVisible);
  };
}
