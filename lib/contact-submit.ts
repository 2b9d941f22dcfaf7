import { tripPayload, type TripEnquiry } from './contact-trip';

/**
 * What the contact form sends: the spec's four fields, as typed, and, only when the form was opened
 * for a trip (or restored from a draft about one), the trip's fields (lib/contact-trip.ts).
 */
export type ContactValues = ContactFields & { trip?: TripEnquiry | null };
/** The spec's four fields. */
export type ContactFields = { name: string; email: string; phone: string; message: string };

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const satisfies readonly (keyof ContactFields)[];

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
  /**
   * Sent sooner after the visitor's first input than clientTuning.contact.minFillMs: delivered all
   * the same, marked `"fastSubmission": true` for the receiving service to filter if it wants.
   */
  fast?: boolean;
  /**
   * A check that the network is really there: a HEAD request to this address of the site itself (the
   * page's own path), past every cache. The simulation makes it beside its delay, so it never says a
   * message went while the device is offline: it fails as a real delivery would ('network') and the
   * form takes the same offline path. With an endpoint it is made before the POST (the page's own
   * attempts to send a queued enquiry): on a phone with signal but no data a POST could hang until
   * the time limit, which would leave it unknown whether it arrived; a check that hangs is only
   * 'network', and nothing was sent. Without it the simulation only waits and the POST goes at once.
   */
  probeUrl?: string;
  fetchImpl?: typeof fetch;
};

/** What reaches the service: the four fields, a trip's named fields, and the fast-submission mark when it applies. */
export type ContactPayload = ContactFields & Record<string, string | true | undefined> & { fastSubmission?: true };

/** Inlined by Next at build time; unset (the default) keeps the spec's simulation. */
export const configuredEndpoint = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || undefined;

/** Resolves after `ms`: the form's submit delay and the simulation's pause both use it. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Exactly the four fields, whatever else the caller's object carries (never the honeypot), then a
 * trip's named fields when the form showed them, plus `fastSubmission: true` on a fast one. A
 * person who autofills and pastes can send within a second, so speed alone never drops an enquiry.
 */
export function contactPayload(values: ContactValues, { fast = false } = {}): ContactPayload {
  const fields = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
    ...(values.trip ? tripPayload(values.trip) : {}),
  };
  return fast ? { ...fields, fastSubmission: true } : fields;
}

/**
 * Delivers a contact message. Resolves when it was accepted; rejects with ContactSubmitError
 * otherwise (its `reason` says whether the service refused it, could not be reached or did not
 * answer in time), so the caller can keep the visitor's text. The one place a real delivery
 * service plugs in.
 */
export async function submitContact(values: ContactValues, options: SubmitOptions): Promise<void> {
  const { delayMs, endpoint = configuredEndpoint, timeoutMs = 15_000, fast, probeUrl, fetchImpl = globalThis.fetch } = options;

  if (!endpoint) {
    // Side by side, so the visitor waits the same second as before and the delay starts at once.
    await Promise.all([wait(delayMs), probeUrl ? probeNetwork(probeUrl, timeoutMs, fetchImpl) : undefined]);
    return;
  }

  if (probeUrl) await probeNetwork(probeUrl, timeoutMs, fetchImpl);

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
      body: JSON.stringify(contactPayload(values, { fast })),
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

/**
 * Resolves when the site answers a HEAD request for `url` (any status: the network is there), past
 * the HTTP cache and a service worker's (which cache GETs only); rejects with reason 'network' when it
 * cannot be reached or does not answer within `timeoutMs`: nothing was sent, so trying again is safe.
 */
async function probeNetwork(url: string, timeoutMs: number, fetchImpl: typeof fetch): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetchImpl(url, { method: 'HEAD', cache: 'no-store', signal: controller.signal });
  } catch (cause) {
    throw new ContactSubmitError('The message was not sent: the device is offline.', 'network', { cause });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * True when a script, not a person, filled the form: it wrote into the hidden honeypot field, which
 * people never see or reach. Such a submission gets the normal success and is never sent, so the
 * bot learns nothing. No third-party CAPTCHA.
 */
export function caughtBySpamTrap(honeypot: string): boolean {
  return honeypot.trim() !== '';
}

export type FillTime = {
  /** The visitor's first input into the form, or when their restored draft was begun if earlier (ms since the epoch). */
  startedAt: number;
  now: number;
  minFillMs: number;
};

/** Sent faster than most people type: still delivered, marked for the service (contactPayload). */
export function sentFast({ startedAt, now, minFillMs }: FillTime): boolean {
  return now - startedAt < minFillMs;
}
