'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { submitContact, type ContactValues } from '@/lib/contact-submit';
import { Button } from '@/components/ui/Button';
import styles from './ContactForm.module.css';

// Toasts only matter after a submit, so react-hot-toast loads when the visitor first focuses the
// form (or submits), never with the page. The module is cached: every call shares one load.
const loadToasts = () => import('./ContactToaster');

type ToastCopy = { title: string; text: string };

type ContactFormShellProps = {
  /** The labelled fields, rendered on the server. */
  children: ReactNode;
  labelledBy: string;
  /**
   * Where the browser sends the form when JavaScript never runs (a mailto: link opens the
   * visitor's mail app with the message), so the text is never put in a URL by a GET submit.
   */
  fallbackAction: string;
  copy: { submit: string; sending: string; success: ToastCopy; failure: ToastCopy };
  /** How long the simulated submission takes (clientTuning.submitDelayMs). */
  submitDelayMs: number;
};

function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const value = (name: keyof ContactValues) => String(data.get(name) ?? '');
  return { name: value('name'), email: value('email'), phone: value('phone'), message: value('message') };
}

/**
 * The interactive part of the contact form: submits through lib/contact-submit, shows
 * 'Sending...' on a disabled button meanwhile, then a toast. The fields are uncontrolled: cleared
 * after a delivered message, left exactly as typed when delivery fails.
 */
export function ContactFormShell({ children, labelledBy, fallbackAction, copy, submitDelayMs }: ContactFormShellProps) {
  const [sending, setSending] = useState(false);
  const [toaster, setToaster] = useState<ReactNode>(null);

  // Mounts the toaster once its code is in; a failed load is retried on submit, which falls back
  // to an alert if it fails again.
  function prepareToaster() {
    loadToasts().then(
      ({ ContactToaster }) => setToaster((current) => current ?? <ContactToaster />),
      () => undefined,
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    prepareToaster();
    setSending(true);
    let delivered = false;
    try {
      await submitContact(readValues(form), { delayMs: submitDelayMs });
      delivered = true;
      form.reset();
    } catch (error) {
      console.warn(error);
    } finally {
      setSending(false);
    }
    const outcome = delivered ? copy.success : copy.failure;
    try {
      const { showToast } = await loadToasts();
      showToast(delivered ? 'success' : 'error', outcome);
    } catch {
      // The visitor must learn what happened even if the notification code could not load.
      window.alert(`${outcome.title} ${outcome.text}`);
    }
  }

  return (
    <>
      <form
        className={styles.form}
        aria-labelledby={labelledBy}
        action={fallbackAction}
        method="post"
        encType="text/plain"
        onSubmit={handleSubmit}
        onFocus={toaster ? undefined : prepareToaster}
      >
        {children}
        <Button type="submit" size="lg" className={styles.submit} disabled={sending}>
          {sending ? copy.sending : copy.submit}
        </Button>
      </form>
      {toaster}
    </>
  );
}
