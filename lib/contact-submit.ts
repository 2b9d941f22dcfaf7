/** What the contact form sends: the spec's four fields, as typed. */
export type ContactValues = { name: string; email: string; phone: string; message: string };

export class ContactSubmitError extends Error {
  override name = 'ContactSubmitError';
}

export type SubmitOptions = {
  /** Length of the simulated submission (clientTuning.submitDelayMs; passed in so content/ stays out of the bundle). */
  delayMs: number;
  /** Where to POST the message as JSON. Without one, the submission is simulated and nothing leaves the browser. */
  endpoint?: string;
  /** Give up on a real endpoint after this long, so the form never stays stuck on "Sending...". */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/** Inlined by Next at build time; unset (the default) keeps the spec's simulation. */
const configuredEndpoint = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || undefined;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Delivers a contact message. Resolves when it was accepted; rejects with ContactSubmitError
 * otherwise, so the caller can keep the visitor's text. The one place a real delivery
 * service plugs in.
 */
export async function submitContact(values: ContactValues, options: SubmitOptions): Promise<void> {
  const {
    delayMs,
    endpoint = configuredEndpoint,
    timeoutMs = 15_000,
    fetchImpl = globalThis.fetch,
  } = options;

  if (!endpoint) {
    await wait(delayMs);
    return;
  }

  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(values),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    throw new ContactSubmitError('The message could not be delivered: the request failed.', { cause });
  }
  if (!response.ok) {
    throw new ContactSubmitError(`The message could not be delivered: the server answered ${response.status}.`);
  }
}
