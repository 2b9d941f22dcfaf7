import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientTuning } from '@/content/client-tuning';
import { ContactSubmitError, caughtBySpamTrap, sentFast, submitContact, type ContactValues } from './contact-submit';

const values: ContactValues = {
  name: 'Chinedu Okoro',
  email: 'chinedu@example.com',
  phone: '',
  message: 'Family of four to Dubai in August.',
};
/** A fetch that answers with this status, or fails as a browser offline does. */
const answering = (status: number) => vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status }));
const offline = () => vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
/** A service that never answers: the request only ends when it is aborted. */
const hanging = () =>
  vi.fn<typeof fetch>(
    (_, init) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
  );

describe('submitContact without an endpoint (the default simulation)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['makes no request', undefined, []],
    ['checks the network with a HEAD to the probe, past any cache', '/contact/', [['/contact/', 'HEAD', 'no-store', undefined]]],
  ])('resolves after the configured delay and %s', async (_, probeUrl, requests) => {
    const fetchImpl = answering(200);
    let settled = false;
    const pending = submitContact(values, { delayMs: clientTuning.submitDelayMs, probeUrl, fetchImpl }).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(clientTuning.submitDelayMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBe(true);
    expect(fetchImpl.mock.calls.map(([url, init]) => [url, init?.method, init?.cache, init?.body])).toEqual(requests);
  });

  it('never pretends to send while offline: an unreachable site fails with reason "network"', async () => {
    const fetchImpl = offline();
    const result = submitContact(values, { delayMs: 1000, probeUrl: '/contact/', fetchImpl });
    const settled = expect(result).rejects.toMatchObject({ name: 'ContactSubmitError', reason: 'network' });
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
  });

  it('a probe that never answers (signal but no data) fails as "network" after the time limit', async () => {
    const fetchImpl = hanging();
    const result = submitContact(values, { delayMs: 1000, probeUrl: '/contact/', timeoutMs: 5000, fetchImpl });
    const settled = expect(result).rejects.toMatchObject({ reason: 'network' });
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
  });

  it('uses the spec delay of 1000 ms from content/client-tuning.ts', () => {
    expect(clientTuning.submitDelayMs).toBe(1000);
  });
});

describe('submitContact with an endpoint', () => {
  const endpoint = 'https://forms.example/contact';
  // Fake timers throughout: a request that waited for the simulated delay would never settle.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // Resolving while the fake clock stands still shows it does not wait for the simulated delay.
  it('POSTs exactly the four fields as JSON, nothing else the caller passes, on a 2xx answer without the simulated delay', async () => {
    const fetchImpl = answering(204);
    const withExtra = { ...values, reference_code: 'spam', extra: 1 } as ContactValues;
    await submitContact(withExtra, { delayMs: clientTuning.submitDelayMs, endpoint, fetchImpl });

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(endpoint);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toStrictEqual(values);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('with a probe address, checks the network first and POSTs only when the site answers', async () => {
    const fetchImpl = answering(200);
    await submitContact(values, { delayMs: 1000, endpoint, probeUrl: '/contact/', fetchImpl });
    expect(fetchImpl.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'HEAD /contact/',
      `POST ${endpoint}`,
    ]);
  });

  it('with a probe address and no network, sends nothing and fails with reason "network"', async () => {
    const fetchImpl = offline();
    await expect(submitContact(values, { delayMs: 1000, endpoint, probeUrl: '/contact/', fetchImpl })).rejects.toMatchObject({
      reason: 'network',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]![1]?.method).toBe('HEAD');
  });

  it('rejects with a ContactSubmitError naming the status on a non-2xx answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('nope', { status: 502 }));
    const result = submitContact(values, { delayMs: clientTuning.submitDelayMs, endpoint, fetchImpl });
    await expect(result).rejects.toBeInstanceOf(ContactSubmitError);
    await expect(result).rejects.toThrow('502');
    await expect(result).rejects.toMatchObject({ reason: 'rejected' });
  });

  it('marks a fast submission for the service instead of dropping it', async () => {
    const fetchImpl = answering(200);
    await submitContact(values, { delayMs: clientTuning.submitDelayMs, endpoint, fetchImpl, fast: true });
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]?.body))).toStrictEqual({ ...values, fastSubmission: true });
  });

  it('gives up after the time limit with reason "timeout", aborting the request', async () => {
    const fetchImpl = hanging();
    const timeoutMs = clientTuning.contact.deliveryTimeoutMs;
    const result = submitContact(values, { delayMs: clientTuning.submitDelayMs, endpoint, fetchImpl, timeoutMs }).catch(
      (e: unknown) => e,
    );
    const signal = fetchImpl.mock.calls[0]![1]?.signal;
    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ContactSubmitError);
    expect((error as ContactSubmitError).reason).toBe('timeout');
    expect(signal?.aborted).toBe(true);
  });

  it('rejects with a ContactSubmitError that keeps the cause when the request fails', async () => {
    const cause = new TypeError('Failed to fetch');
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(cause);
    const error = await submitContact(values, { delayMs: clientTuning.submitDelayMs, endpoint, fetchImpl }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContactSubmitError);
    expect((error as ContactSubmitError).cause).toBe(cause);
    expect((error as ContactSubmitError).reason).toBe('network');
  });
});

describe('caughtBySpamTrap', () => {
  it('lets a person through (honeypot empty) and catches a filled honeypot', () => {
    expect(['', '  ', 'https://spam.example'].map(caughtBySpamTrap)).toEqual([false, false, true]);
  });
});

describe('sentFast', () => {
  const minFillMs = clientTuning.contact.minFillMs;
  const person = { startedAt: 0, now: minFillMs, minFillMs };

  it.each([
    ['is false once the minimum time has passed since the first input', minFillMs, false],
    ['is true for a form sent faster than most people type', minFillMs - 1, true],
  ])('%s', (_name, now, fast) => {
    expect(sentFast({ ...person, now })).toBe(fast);
  });

  it('uses a minimum of a few seconds', () => {
    expect(minFillMs).toBeGreaterThanOrEqual(2000);
    expect(minFillMs).toBeLessThanOrEqual(5000);
  });
});
