/**
 * Everything the contact form needs only once the visitor types or sends: the draft kept on the
 * device, the spam checks, delivery and the failure message. use-contact-form.ts imports this module
 * lazily after the page has hydrated, so none of it adds to the page's startup JavaScript.
 */
import { clientTuning } from '@/content/client-tuning';
import { browserStorage, createDraftStore } from '@/lib/contact-draft';
import {
  CONTACT_FIELDS,
  ContactSubmitError,
  caughtBySpamTrap,
  sentFast,
  submitContact,
  type ContactValues,
  type FailureReason,
} from '@/lib/contact-submit';
import { enquiryLinks, type EnquiryCopy, type EnquiryLinks, type EnquiryTarget } from '@/lib/enquiry-links';

import { HONEYPOT_FIELD } from './SpamTrap';

export { ContactFailure } from './ContactFailure';
export { SpamTrap } from './SpamTrap';

const { contact: tuning, submitDelayMs } = clientTuning;
const drafts = createDraftStore(browserStorage(), { maxAgeDays: tuning.draftMaxAgeDays });

function field(form: HTMLFormElement, name: string) {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;
}

export function readValues(form: HTMLFormElement): ContactValues {
  return Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(form, name)?.value ?? ''])) as ContactValues;
}

/**
 * Puts a saved draft back into the fields the visitor has not typed in yet. Returns when that
 * draft was begun (it counts for the minimum fill time), or null when nothing was restored.
 */
export function restoreDraft(form: HTMLFormElement): number | null {
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
  return restored ? draft.startedAt : null;
}

export function rememberDraft(form: HTMLFormElement, startedAt: number) {
  drafts.save(readValues(form), startedAt);
}

type Enquiry = { copy: EnquiryCopy; target: EnquiryTarget };

/** The WhatsApp and e-mail links for what is in the form now (rebuilt as the visitor edits it after a failure). */
export function linksFor(form: HTMLFormElement, enquiry: Enquiry): EnquiryLinks {
  return enquiryLinks(readValues(form), enquiry.copy, enquiry.target, tuning.linkMaxChars);
}

export type SendOutcome = { delivered: true } | { delivered: false; reason: FailureReason; links: EnquiryLinks };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the form. A delivered message (or one a bot sent through the spam trap, which is silently
 * dropped after the same delay) clears the draft and the fields; a failed one leaves both exactly
 * as they were and comes back with the prefilled WhatsApp and e-mail links. `startedAt` is the
 * visitor's first input: a message sent sooner than the minimum fill time after it is delivered
 * all the same, marked as fast.
 */
export async function send(form: HTMLFormElement, startedAt: number, enquiry: Enquiry): Promise<SendOutcome> {
  const values = readValues(form);
  if (caughtBySpamTrap(field(form, HONEYPOT_FIELD)?.value ?? '')) {
    await wait(submitDelayMs);
  } else {
    try {
      const fast = sentFast({ startedAt, now: Date.now(), minFillMs: tuning.minFillMs });
      await submitContact(values, { delayMs: submitDelayMs, timeoutMs: tuning.deliveryTimeoutMs, fast });
    } catch (error) {
      console.warn(error);
      const reason = error instanceof ContactSubmitError ? error.reason : 'network';
      return { delivered: false, reason, links: linksFor(form, enquiry) };
    }
  }
  drafts.clear();
  form.reset();
  return { delivered: true };
}
