'use client';

import type { ReactNode } from 'react';
import { isBusy } from '@/lib/contact-form-state';
import { EARLY_ATTRIBUTE } from '@/lib/early-actions';
import type { EnquiryCopy, EnquiryTarget } from '@/lib/enquiry-links';
import { Button } from '@/components/ui/Button';
import type { FailureCopy } from './ContactFailure';
import type { TripFieldsCopy } from './TripFields';
import { useContactForm } from './use-contact-form';
import styles from './ContactForm.module.css';

type ContactFormShellProps = {
  /** The labelled fields before the message (name, e-mail, phone), rendered on the server. */
  children: ReactNode;
  /** The message field, rendered on the server: after the trip's fields when the form is about a trip. */
  message: ReactNode;
  /** Shown beside the submit button (the privacy note), rendered on the server. */
  beside: ReactNode;
  labelledBy: string;
  /**
   * Where the browser sends the form when JavaScript never runs (a mailto: link opens the
   * visitor's mail app with the message), so the text is never put in a URL by a GET submit.
   */
  fallbackAction: string;
  copy: {
    submit: string;
    sending: string;
    success: { title: string; text: string };
    failure: FailureCopy;
    draftRestored: string;
    /** Instead of draftRestored when the draft is a message sent offline that never went. */
    unsentRestored: string;
    honeypotLabel: string;
    /** The trip's fields, shown only when the form is about a trip (lib/contact-trip.ts). */
    trip: TripFieldsCopy;
  };
  /** What the WhatsApp and e-mail links carry when delivery fails, and where they go. */
  enquiry: { copy: EnquiryCopy; target: EnquiryTarget };
  /** The parameters that name what the visitor enquires about (`?trip=<slug>`...), each collection's own. */
  prefillParams: readonly string[];
};

/**
 * The interactive part of the contact form. It renders the form's state (lib/contact-form-state.ts:
 * idle, held, sending, failed, queued, sent); useContactForm does the work: drafts, delivery, retries
 * while offline, the toast.
 * While held or sending, Send Message reads 'Sending...' and waits; a failure shows its message in
 * the page with three ways on; the spam trap and that message come with the form's lazy code.
 */
export function ContactFormShell({
  children,
  message,
  beside,
  labelledBy,
  fallbackAction,
  copy,
  enquiry,
  prefillParams,
}: ContactFormShellProps) {
  const { formRef, state, trip, runtime, Toaster, onSubmit, onInput, onFocus, retry } = useContactForm({
    copy: { success: copy.success, unavailable: copy.failure.alert },
    enquiry,
    prefillParams,
  });
  const busy = isBusy(state);
  const Failure = runtime?.ContactFailure;
  return (
    <>
      <form
        ref={formRef}
        className={styles.form}
        aria-labelledby={labelledBy}
        action={fallbackAction}
        method="post"
        encType="text/plain"
        onSubmit={onSubmit}
        onInput={onInput}
        onFocus={onFocus}
        {...{ [EARLY_ATTRIBUTE]: 'submit' }}
      >
        {state.draftRestored ? (
          <p className={styles.restored} role="status">
            {state.draftUnsent ? copy.unsentRestored : copy.draftRestored}
          </p>
        ) : null}
        {children}
        {trip ? <trip.Fields key={trip.key} slug={trip.slug} data={trip.data} initial={trip.initial} copy={copy.trip} /> : null}
        {message}
        {runtime ? <runtime.SpamTrap label={copy.honeypotLabel} /> : null}
        {state.failure && Failure ? (
          <Failure
            key={state.failure.attempt}
            copy={copy.failure}
            reason={state.failure.reason}
            queued={state.failure.queued}
            links={state.failure.links}
            sending={busy}
            onRetry={retry}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" size="lg" className={styles.submit} disabled={busy}>
            {busy ? copy.sending : copy.submit}
          </Button>
          {beside}
        </div>
      </form>
      {Toaster ? <Toaster /> : null}
    </>
  );
}
