import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientTuning } from '@/content/client-tuning';
import { ContactSubmitError, submitContact, type ContactValues } from './contact-submit';

const values: ContactValues = {
  name: 'Chinedu Okoro',
  email: 'chinedu@example.com',
  phone: '',
  message: 'Family of four to Dubai in August.',
};

describe('submitContact without an endpoint (the default simulation)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves after the configured delay and makes no request', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    let settled = false;
    const pending = submitContact(values, { delayMs: clientTuning.submitDelayMs, fetchImpl }).then(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(clientTuning.submitDelayMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('uses the spec delay of 1000 ms from content/client-tuning.ts', () => {
    expect(clientTuning.submitDelayMs).toBe(1000);
  });
});

describe('submitContact with an endpoint', () => {
  const endpoint = 'https://forms.example/contact';

  it('POSTs the values as JSON and resolves on a 2xx answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    await submitContact(values, { delayMs: clientTuning.submitDelayMs, endpoint, fetchImpl });

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(endpoint);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(values);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('rejects with a ContactSubmitError naming the status on a non-2xx answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('nope', { status: 502 }));
    const result = submitContact(values, { delayMs: clientTuning.submitDelayMs, endpoint, fetchImpl });
    await expect(result).rejects.toBeInstanceOf(ContactSubmitError);
    await expect(result).rejects.toThrow('502');
  });

  it('rejects with a ContactSubmitError that keeps the cause when the request fails', async () => {
    const cause = new TypeError('Failed to fetch');
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(cause);
    const error = await submitContact(values, { delayMs: clientTuning.submitDelayMs, endpoint, fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContactSubmitError);
    expect((error as ContactSubmitError).cause).toBe(cause);
  });

  it('does not wait for the simulated delay', async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 200 }));
      await expect(submitContact(values, { delayMs: clientTuning.submitDelayMs, endpoint, fetchImpl })).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
