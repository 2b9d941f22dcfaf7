/** What the contact form sends: the spec's four fields, as typed. */
export type ContactValues = { name: string; email: string; phone: string; message: string };

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const satisfies readonly (keyof ContactValues)[];

/** Why a delivery failed, in the terms the visitor's message is worded in. */
export type FailureReason = 'rejected' | 'network' | 'timeout';

export class ContactSubmitError extends Error {
  override name = 'ContactSubmitError';
  readonly reason: FailureReason;

  constructor(message: string, reason: FailureReason, options?: ErrorOptions) {
    super(message, options);
    this.reason = reason;
  }
}

export type SubmitOptions = {
  /** Length of the simulated submission (clientTuning.submitDelayMs; passed in so content/ stays out of the bundle). */
  delayMs: number;
  /** Where to POST the message as JSON. Without one, the submission is simulated and nothing leaves the browser. */
  endpoint?: string;
  /** Give up on a real endpoint after this long (clientTuning.contact.deliveryTimeoutMs), so the form never stays stuck on "Sending...". */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/** Inlined by Next at build time; unset (the default) keeps the spec's simulation. */
export const configuredEndpoint = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || undefined;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Exactly the four fields, whatever else the caller's object carries (never the honeypot). */
export function contactPayload(values: ContactValues): ContactValues {
  return { name: values.name, email: values.email, phone: values.phone, message: values.message };
}

/**
 * Delivers a contact message. Resolves when it was accepted; rejects with ContactSubmitError
 * otherwise (its `reason` says whether the service refused it, could not be reached or did not
 * answer in time), so the caller can keep the visitor's text. The one place a real delivery
 * service plugs in.
 */
export async function submitContact(values: ContactValues, options: SubmitOptions): Promise<void> {
  const { delayMs, endpoint = configuredEndpoint, timeoutMs = 15_000, fetchImpl = globalThis.fetch } = options;

  if (!endpoint) {
    await wait(delayMs);
    return;
  }

  // A timer of our own rather than AbortSignal.timeout, so the page's clock (and a test's) drives it.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(contactPayload(values)),
      signal: controller.signal,
    });
  } catch (cause) {
    if (timedOut)
      throw new ContactSubmitError(`The message could not be delivered: no answer within ${timeoutMs} ms.`, 'timeout', { cause });
    throw new ContactSubmitError('The message could not be delivered: the request failed.', 'network', { cause });
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    throw new ContactSubmitError(`The message could not be delivered: the server answered ${response.status}.`, 'rejected');
  }
}

export type AutomationSigns = {
  /** What is in the honeypot field, which people never see or reach. */
  honeypot: string;
  /** When the form appeared, or when the restored draft was begun if earlier (ms since the epoch). */
  startedAt: number;
  now: number;
  minFillMs: number;
};

/**
 * True when a script, not a person, filled the form: it wrote into the hidden honeypot field or
 * sent everything faster than anyone can type. Such a submission gets the normal success and is
 * never sent, so the bot learns nothing. No third-party CAPTCHA.
 */
export function looksAutomated({ honeypot, startedAt, now, minFillMs }: AutomationSigns): boolean {
  return honeypot.trim() !== '' || now - startedAt < minFillMs;
}
