/**
 * Everything the contact form needs only once the visitor types or sends: the draft kept on the
 * device, the spam checks, delivery and the failure message. use-contact-form.ts imports this module
 * lazily after the page has hydrated, so none of it adds to the page's startup JavaScript.
 */
import { analyticsEvents } from '@/content/analytics';
import { clientTuning } from '@/content/client-tuning';
import { countEvent } from '@/lib/analytics-events';
import { browserStorage, createDraftStore } from '@/lib/contact-draft';
import { createOutbox, enquiryDigest, exclusively, newEnquiryId, type LockManagerLike } from '@/lib/contact-outbox';
import { retryUntilStopped } from '@/lib/contact-retry';
import {
  CONTACT_FIELDS,
  ContactSubmitError,
  caughtBySpamTrap,
  configuredEndpoint,
  sentFast,
  submitContact,
  wait,
  type ContactFields,
  type ContactValues,
  type FailureReason,
} from '@/lib/contact-submit';
import { readTripEnquiry, type TripEnquiry } from '@/lib/contact-trip';
import { enquiryLinks, type EnquiryCopy, type EnquiryLinks, type EnquiryTarget } from '@/lib/enquiry-links';

import { HONEYPOT_FIELD } from './SpamTrap';

export { ContactFailure } from './ContactFailure';
export { SpamTrap } from './SpamTrap';

const { contact: tuning, submitDelayMs } = clientTuning;
const drafts = createDraftStore(browserStorage(), { maxAgeDays: tuning.draftMaxAgeDays });
const outbox = createOutbox(browserStorage(), { claimMs: tuning.sendClaimMs });
/** This page, as the owner of the outbox's claim where there are no Web Locks. */
const owner = newEnquiryId();
const locks: LockManagerLike | undefined = typeof navigator !== 'undefined' ? navigator.locks : undefined;

function field(form: HTMLFormElement, name: string) {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;
}

/** The four fields, and the trip's when the form shows them (lib/contact-trip.ts). */
export function readValues(form: HTMLFormElement): ContactValues {
  const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(form, name)?.value ?? ''])) as ContactFields;
  const trip = readTripEnquiry(form);
  return trip ? { ...values, trip } : values;
}

export type RestoredDraft = {
  /** When the draft was begun: it counts for the minimum fill time. */
  startedAt: number;
  /**
   * The id of the enquiry it is, when it was sent offline and never went (the tab was closed
   * first): the form says so, and sending it again uses this id, so it cannot go twice.
   */
  unsentId: string | null;
  /** The trip the draft was about, with what the visitor chose for it: the form shows that trip's fields again. */
  trip: TripEnquiry | null;
};

/**
 * Puts a saved draft back into the fields the visitor has not typed in yet. Returns when that
 * draft was begun and whether it is an unsent enquiry, or null when nothing was restored.
 */
export function restoreDraft(form: HTMLFormElement): RestoredDraft | null {
  const draft = drafts.load();
  if (!draft) return null;
  let restored = false;
  for (const name of CONTACT_FIELDS) {
    const input = field(form, name);
    if (!input || draft.values[name] === '') continue;
    if (input.value === '') input.value = draft.values[name];
    // Firefox puts what was typed back into the fields itself on a reload, before this runs.
    if (input.value === draft.values[name]) restored = true;
  }
  if (!restored) return null;
  const pending = outbox.pending();
  return {
    startedAt: draft.startedAt,
    unsentId: pending && !outbox.wasSent(pending.id) ? pending.id : null,
    trip: draft.values.trip ?? null,
  };
}

export function rememberDraft(form: HTMLFormElement, startedAt: number) {
  drafts.save(readValues(form), startedAt);
}

type Enquiry = { copy: EnquiryCopy; target: EnquiryTarget };

/** The WhatsApp and e-mail links for what is in the form now (rebuilt as the visitor edits it after a failure). */
export function linksFor(form: HTMLFormElement, enquiry: Enquiry): EnquiryLinks {
  return enquiryLinks(readValues(form), enquiry.copy, enquiry.target, tuning.linkMaxChars);
}

export type SendOutcome =
  | { delivered: true }
  /** `queued`: the device is offline; the enquiry waits under `id` and goes when the network returns. */
  | { delivered: false; reason: FailureReason; links: EnquiryLinks; queued: false }
  | { delivered: false; reason: 'network'; links: EnquiryLinks; queued: true; id: string };

function delivered(form: HTMLFormElement): SendOutcome {
  drafts.clear();
  form.reset();
  return { delivered: true };
}

/**
 * Sends the form. A delivered message (or one a bot sent through the spam trap, which is silently
 * dropped after the same delay) clears the draft and the fields; a failed one leaves both exactly
 * as they were and comes back with the prefilled WhatsApp and e-mail links. `startedAt` is the
 * visitor's first input: a message sent sooner than the minimum fill time after it is delivered
 * all the same, marked as fast.
 *
 * Exactly once: the send runs alone across every tab (`exclusively`), records the enquiry's id in
 * the outbox before its request leaves and marks it sent after. `pendingId` is the id of the
 * enquiry this form already holds (queued offline in this page, or restored as unsent): if another
 * tab or an earlier attempt has sent it meanwhile, with the same words, it is not sent again, and
 * the visitor sees it delivered (words edited since are not lost: they go as a new enquiry). When the device is offline the enquiry stays in the outbox (`queued`) for the page to
 * try again; when the service refuses it or does not answer, it leaves the outbox (an answer that
 * never came may still have been a delivery, so it never goes by itself) and the draft keeps it.
 * `auto` marks the page's own attempts, which check the network before they POST (submitContact).
 */
export async function send(
  form: HTMLFormElement,
  startedAt: number,
  enquiry: Enquiry,
  { pendingId = null, auto = false }: { pendingId?: string | null; auto?: boolean } = {},
): Promise<SendOutcome> {
  const values = readValues(form);
  if (caughtBySpamTrap(field(form, HONEYPOT_FIELD)?.value ?? '')) {
    await wait(submitDelayMs);
    return delivered(form);
  }
  const held = pendingId ?? newEnquiryId();
  const digest = enquiryDigest(values);
  const attempt = async (): Promise<SendOutcome> => {
    // Sent already, these very words (by another tab, or an attempt that crossed this one): not again.
    if (outbox.wasSent(held, digest)) return delivered(form);
    // Sent already, but the words have changed since (edited in this tab): a new enquiry, which goes.
    const id = outbox.wasSent(held) ? newEnquiryId() : held;
    const waiting = outbox.pending();
    const fast = (waiting?.id === id && waiting.fast) || sentFast({ startedAt, now: Date.now(), minFillMs: tuning.minFillMs });
    outbox.queue({ id, queuedAt: waiting?.id === id ? waiting.queuedAt : Date.now(), fast });
    try {
      await submitContact(values, {
        delayMs: submitDelayMs,
        timeoutMs: tuning.deliveryTimeoutMs,
        fast,
        // The simulation always checks; a real delivery checks first only on the page's own attempts.
        probeUrl: configuredEndpoint && !auto ? undefined : window.location.pathname,
      });
    } catch (error) {
      console.warn(error);
      const reason = error instanceof ContactSubmitError ? error.reason : 'network';
      if (reason === 'network') return { delivered: false, reason, links: linksFor(form, enquiry), queued: true, id };
      outbox.drop(id);
      return { delivered: false, reason, links: linksFor(form, enquiry), queued: false };
    }
    outbox.markSent(id, digest);
    countDelivered(auto || pendingId !== null);
    return delivered(form);
  };
  // The simulation delivers nothing, so it needs no lock: its delay starts with the tap, as before.
  const result = configuredEndpoint ? await exclusively(attempt, { locks, outbox, owner }) : await attempt();
  // Another tab without Web Locks is sending: this one waits and tries again, as if offline.
  if (result === 'busy') return { delivered: false, reason: 'network', links: linksFor(form, enquiry), queued: true, id: held };
  return result;
}

/**
 * Analytics (lib/analytics-events.ts): an enquiry counts only once the form service has confirmed
 * it (the simulation delivers nothing), with whether it went at once or from the offline queue.
 * Never a value of the form.
 */
function countDelivered(fromQueue: boolean) {
  if (process.env.NEXT_PUBLIC_ANALYTICS_HOST && configuredEndpoint)
    countEvent(analyticsEvents.enquiry, { delivery: fromQueue ? 'offline queue' : 'direct' });
}

/**
 * Tries `attempt` again until stopped: after the backoff's waits, and when the network or the
 * visitor comes back (lib/contact-retry.ts). Returns the function that stops it.
 */
export function retryUntilSent(attempt: () => Promise<void>): () => void {
  return retryUntilStopped({ attempt, backoff: tuning.retry, network: window, page: document });
}
