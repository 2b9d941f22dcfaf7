'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DRAFT_KEY, browserStorage } from '@/lib/contact-draft';
import { EARLY_ATTRIBUTE, firstInputAt, forgetFirstInput } from '@/lib/early-actions';
import type { EnquiryCopy, EnquiryTarget } from '@/lib/enquiry-links';
import { Button } from '@/components/ui/Button';
import { useEarlyAction } from '@/components/ui/use-early-action';
import type { FailureCopy } from './ContactFailure';
import type { SendOutcome } from './contact-form-runtime';
import styles from './ContactForm.module.css';

// Toasts only matter after a submit, so react-hot-toast loads when the visitor first focuses the
// form (or submits), never with the page. The module is cached: every call shares one load.
const loadToasts = () => import('./ContactToaster');
// The same for drafts, delivery, spam checks and the failure message.
const loadRuntime = () => import('./contact-form-runtime');

type ToastCopy = { title: string; text: string };
type Runtime = Awaited<ReturnType<typeof loadRuntime>>;
type Failure = Extract<SendOutcome, { delivered: false }> & { attempt: number };

type ContactFormShellProps = {
  /** The labelled fields, rendered on the server. */
  children: ReactNode;
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
    success: ToastCopy;
    failure: FailureCopy;
    draftRestored: string;
    honeypotLabel: string;
  };
  /** What the WhatsApp and e-mail links carry when delivery fails, and where they go. */
  enquiry: { copy: EnquiryCopy; target: EnquiryTarget };
};

/**
 * The interactive part of the contact form: keeps a draft on the device while the visitor types,
 * sends through contact-form-runtime (lazily loaded), shows 'Sending...' on a disabled button
 * meanwhile, then a toast, or on failure a message in the page with three ways on. The fields are
 * uncontrolled: cleared after a delivered message, left exactly as typed when delivery fails.
 */
export function ContactFormShell({ children, beside, labelledBy, fallbackAction, copy, enquiry }: ContactFormShellProps) {
  const [sending, setSending] = useState(false);
  const [toaster, setToaster] = useState<ReactNode>(null);
  const [runtime, setRuntime] = useState<Runtime | null>(null);
  const [restored, setRestored] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Set synchronously, so a second click or Enter before React re-renders cannot send twice.
  const inFlight = useRef(false);
  // When the restored draft was begun, if one was: it counts for the minimum fill time.
  const draftStartedAt = useRef<number | null>(null);
  // After a retry succeeds, the focused Try again button goes away with the message: focus returns
  // to the form's own button once it is enabled again.
  const refocusSubmit = useRef(false);
  const runtimeRequested = useRef(false);

  // Arriving from a post's "Plan a trip like this" (?about=<slug>): start the message with a line
  // naming the post (only into an empty message, so a restored draft wins). The code loads only
  // then, so the page's startup JS stays the same.
  useEffect(() => {
    const form = formRef.current;
    if (!form || !new URLSearchParams(window.location.search).has('about')) return;
    const abort = new AbortController();
    import('@/lib/contact-prefill')
      .then(({ prefillEnquiry }) => prefillEnquiry(form, window.location.search, abort.signal))
      .catch(() => undefined);
    return () => abort.abort();
  }, []);

  // Mounts the toaster once its code is in; a failed load is retried on submit, which falls back
  // to an alert if it fails again.
  function prepareToaster() {
    loadToasts().then(
      ({ ContactToaster }) => setToaster((current) => current ?? <ContactToaster />),
      () => undefined,
    );
  }

  // Drafts, delivery, spam checks and the failure message: loaded once, when the visitor first turns
  // to the form (focus), submits, or has a draft to restore, never with the page.
  function loadFormRuntime({ restoreDraft }: { restoreDraft: boolean }) {
    if (runtimeRequested.current) return;
    runtimeRequested.current = true;
    loadRuntime().then(
      (loaded) => {
        if (!formRef.current) return;
        const draftStart = restoreDraft ? loaded.restoreDraft(formRef.current) : null;
        if (draftStart !== null) {
          draftStartedAt.current = draftStart;
          setRestored(true);
        }
        // Text typed before the page was interactive is kept as a draft too.
        if (firstInputAt(formRef.current) !== null) loaded.rememberDraft(formRef.current, enquiryStartedAt(formRef.current));
        setRuntime(loaded);
      },
      () => {
        runtimeRequested.current = false;
      },
    );
  }

  function prepareForm() {
    prepareToaster();
    loadFormRuntime({ restoreDraft: false });
  }

  /**
   * When the visitor began this enquiry: their first input into the form, recorded by the
   * early-actions script from before hydration on (lib/early-actions.ts), or the restored draft's
   * start if earlier. For the minimum fill time, which marks fast submissions.
   */
  function enquiryStartedAt(form: HTMLFormElement) {
    return Math.min(firstInputAt(form) ?? Date.now(), draftStartedAt.current ?? Infinity);
  }

  useEffect(() => {
    // A draft waiting on this device is restored at once, and text typed before the page was
    // interactive is saved as one; otherwise nothing loads until the visitor turns to the form.
    const form = formRef.current;
    if (browserStorage()?.getItem(DRAFT_KEY) || (form && firstInputAt(form) !== null)) loadFormRuntime({ restoreDraft: true });
    // A focus that came before React was listening (on a slow phone, seconds before) still prepares the form.
    if (formRef.current?.contains(document.activeElement)) {
      prepareToaster();
      loadFormRuntime({ restoreDraft: false });
    }
    // Once, at hydration: what the page held before React listened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (sending || !refocusSubmit.current) return;
    refocusSubmit.current = false;
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [sending, failure]);

  function handleInput(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    loadRuntime().then(
      (loaded) => {
        loaded.rememberDraft(form, enquiryStartedAt(form));
        // The ways on after a failure carry what the form says now, corrections included.
        setFailure((shown) => (shown ? { ...shown, links: loaded.linksFor(form, enquiry) } : shown));
      },
      () => undefined,
    );
  }

  // A Send pressed before hydration was held by the early-actions script: send it now, once.
  useEarlyAction(formRef, () => {
    if (formRef.current) void sendForm(formRef.current);
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void sendForm(event.currentTarget);
  }

  async function sendForm(form: HTMLFormElement) {
    if (inFlight.current) return;
    inFlight.current = true;
    prepareForm();
    setSending(true);
    let outcome: SendOutcome | null = null;
    try {
      outcome = await (await loadRuntime()).send(form, enquiryStartedAt(form), enquiry);
    } catch (error) {
      console.warn(error);
    } finally {
      inFlight.current = false;
      setSending(false);
    }

    if (!outcome) {
      // The code that sends could not even load: say so plainly; the fields are untouched.
      window.alert(copy.failure.alert);
      return;
    }
    if (!outcome.delivered) {
      const failed = outcome;
      setFailure((previous) => ({ ...failed, attempt: (previous?.attempt ?? 0) + 1 }));
      return;
    }
    if (failure) {
      refocusSubmit.current = true;
      setFailure(null);
    }
    setRestored(false);
    // The next enquiry counts from its own first input.
    draftStartedAt.current = null;
    forgetFirstInput(form);
    try {
      const { showToast } = await loadToasts();
      showToast('success', copy.success);
    } catch {
      // The visitor must learn what happened even if the notification code could not load.
      window.alert(`${copy.success.title} ${copy.success.text}`);
    }
  }

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
        onSubmit={handleSubmit}
        onInput={handleInput}
        onFocus={runtime && toaster ? undefined : prepareForm}
        {...{ [EARLY_ATTRIBUTE]: 'submit' }}
      >
        {restored ? (
          <p className={styles.restored} role="status">
            {copy.draftRestored}
          </p>
        ) : null}
        {children}
        {runtime ? <runtime.SpamTrap label={copy.honeypotLabel} /> : null}
        {failure && Failure ? (
          <Failure
            key={failure.attempt}
            copy={copy.failure}
            reason={failure.reason}
            links={failure.links}
            sending={sending}
            onRetry={() => formRef.current?.requestSubmit()}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" size="lg" className={styles.submit} disabled={sending}>
            {sending ? copy.sending : copy.submit}
          </Button>
          {beside}
        </div>
      </form>
      {toaster}
    </>
  );
}
