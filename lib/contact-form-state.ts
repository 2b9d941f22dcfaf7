/**
 * The contact form's states and what moves it between them, as one pure reducer. The form
 * (components/contact/ContactFormShell.tsx) renders the state; its hook (use-contact-form.ts) does
 * the work each event reports: loading the form's code, sending, the toast.
 *
 *   event          from                       to
 *   held           idle                       held
 *   send           idle, held, failed,        sending (ignored while sending)
 *                  queued, sent
 *   delivered      sending, queued            sent
 *   failed         sending, queued            failed
 *   queued         sending                    queued
 *   unavailable    sending                    idle, or failed/queued if it was a retry
 *   edited         failed, queued, or         the same, the message's links updated
 *                  sending a retry
 *   draftRestored  any                        the same, the restored draft announced
 *
 * - idle: the fields as typed (or as a restored draft left them), Send Message.
 * - held: Send was pressed before the page hydrated. The early-actions script held the tap
 *   (lib/early-actions.ts); the form takes it once when it hydrates and sends it, once.
 * - sending: 'Sending...' on a disabled button. A second send (double click, Enter) is ignored, so
 *   a message goes once. A message shown from an earlier failure stays, its Try again waiting too.
 * - failed: the fields exactly as typed, and a message in the page saying why, with WhatsApp and
 *   e-mail links that carry what the form says now (`edited` keeps them up to date). Each failure
 *   has its own `attempt`, so the message appears anew and takes focus.
 * - queued: the device is offline (the request could not leave, or the simulation's check found no
 *   network). The fields are kept, the enquiry waits on the device (lib/contact-outbox.ts), and a
 *   message in the page says it goes by itself when the connection returns, with Send now,
 *   WhatsApp and e-mail. The page tries again by itself (lib/contact-retry.ts) without changing the
 *   state: an attempt that finds no network leaves the message as it is (no new focus); one that
 *   goes is `delivered`, one the service refuses is `failed`.
 * - sent: delivered (or dropped by the spam trap after the same delay, which a bot cannot tell
 *   apart): the fields are cleared, a toast says so, the next enquiry starts afresh. After a retry
 *   from the failure message, whose focused button has gone, focus returns to Send Message.
 *
 * An event a phase does not take leaves the state as it is (the same object), so the caller can tell.
 */
import type { FailureReason } from './contact-submit';
import type { EnquiryLinks } from './enquiry-links';

export type ContactFailure = {
  reason: FailureReason;
  links: EnquiryLinks;
  /** Failures in a row: each one mounts the message anew, which takes focus. */
  attempt: number;
  /** Offline: the enquiry waits on the device and goes by itself when the network returns. */
  queued: boolean;
};

type Draft = {
  /** A draft kept on this device from an earlier visit was put back: say so until it is sent. */
  draftRestored: boolean;
  /** That draft is a message sent offline that never went (the tab closed first): say plainly it was not sent. */
  draftUnsent: boolean;
  /** When that draft was begun (ms since the epoch): it counts for the minimum fill time. */
  draftStartedAt: number | null;
};

export type ContactFormState = Draft &
  (
    | { phase: 'idle' | 'held'; failure: null }
    | { phase: 'sending'; failure: ContactFailure | null }
    | { phase: 'failed' | 'queued'; failure: ContactFailure }
    | { phase: 'sent'; failure: null; returnFocus: boolean }
  );

export type ContactFormPhase = ContactFormState['phase'];

export type ContactFormEvent =
  /** The form hydrated holding a Send pressed before then. */
  | { type: 'held' }
  /** Send Message, Enter, Try again, or the held Send. */
  | { type: 'send' }
  | { type: 'delivered' }
  | { type: 'failed'; reason: FailureReason; links: EnquiryLinks }
  /** The device is offline: the enquiry waits and goes by itself when the network returns. */
  | { type: 'queued'; links: EnquiryLinks }
  /** The code that sends could not even load: nothing was sent, and the visitor is told. */
  | { type: 'unavailable' }
  /** The visitor changed the text while a failure is shown: its links follow. */
  | { type: 'edited'; links: EnquiryLinks }
  | { type: 'draftRestored'; startedAt: number; unsent: boolean };

export const initialContactFormState: ContactFormState = {
  phase: 'idle',
  failure: null,
  draftRestored: false,
  draftUnsent: false,
  draftStartedAt: null,
};

export function contactFormReducer(state: ContactFormState, event: ContactFormEvent): ContactFormState {
  const draft: Draft = {
    draftRestored: state.draftRestored,
    draftUnsent: state.draftUnsent,
    draftStartedAt: state.draftStartedAt,
  };
  switch (event.type) {
    case 'held':
      return state.phase === 'idle' ? { ...draft, phase: 'held', failure: null } : state;
    case 'send':
      return state.phase === 'sending' ? state : { ...draft, phase: 'sending', failure: state.failure };
    case 'delivered':
      if (state.phase !== 'sending' && state.phase !== 'queued') return state;
      // The next enquiry counts from its own first input.
      return {
        phase: 'sent',
        failure: null,
        returnFocus: state.failure !== null,
        draftRestored: false,
        draftUnsent: false,
        draftStartedAt: null,
      };
    case 'failed': {
      if (state.phase !== 'sending' && state.phase !== 'queued') return state;
      const attempt = (state.failure?.attempt ?? 0) + 1;
      return { ...draft, phase: 'failed', failure: { reason: event.reason, links: event.links, attempt, queued: false } };
    }
    case 'queued': {
      if (state.phase !== 'sending') return state;
      const attempt = (state.failure?.attempt ?? 0) + 1;
      return { ...draft, phase: 'queued', failure: { reason: 'network', links: event.links, attempt, queued: true } };
    }
    case 'unavailable':
      if (state.phase !== 'sending') return state;
      if (!state.failure) return { ...draft, phase: 'idle', failure: null };
      return { ...draft, phase: state.failure.queued ? 'queued' : 'failed', failure: state.failure };
    case 'edited':
      return state.failure ? { ...state, failure: { ...state.failure, links: event.links } } : state;
    case 'draftRestored':
      return { ...state, draftRestored: true, draftUnsent: event.unsent, draftStartedAt: event.startedAt };
  }
}

/** Held or sending: the form's buttons wait, and Send Message reads 'Sending...'. */
export const isBusy = (state: ContactFormState) => state.phase === 'held' || state.phase === 'sending';

/**
 * When the visitor began this enquiry, for the minimum fill time that marks a fast submission
 * (`fastSubmission: true`, never a drop): their first input into the form, which the early-actions
 * script records from before hydration on, or the restored draft's start if earlier; now if neither.
 */
export function enquiryStartedAt(firstInputAt: number | null, draftStartedAt: number | null, now: number): number {
  return Math.min(firstInputAt ?? now, draftStartedAt ?? Infinity);
}
