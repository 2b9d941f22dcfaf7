'use client';

import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { submitContact, type ContactValues } from '@/lib/contact-submit';
import { Button } from '@/components/ui/Button';
import styles from './ContactForm.module.css';

// Toasts only matter after a submit, so react-hot-toast loads once the page is interactive
// instead of adding to the first-load bundle. The module is cached: every call shares one load.
const loadToasts = () => import('./ContactToaster');

type ToastCopy = { title: string; text: string };

type ContactFormShellProps = {
  /** The labelled fields, rendered on the server. */
  children: ReactNode;
  labelledBy: string;
  copy: { submit: string; sending: string; success: ToastCopy; failure: ToastCopy };
  /** How long the simulated submission takes (site.submitDelayMs). */
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
export function ContactFormShell({ children, labelledBy, copy, submitDelayMs }: ContactFormShellProps) {
  const [sending, setSending] = useState(false);
  const [toaster, setToaster] = useState<ReactNode>(null);

  useEffect(() => {
    let mounted = true;
    void loadToasts().then(({ ContactToaster }) => {
      if (mounted) setToaster(<ContactToaster />);
    });
    return () => {
      mounted = false;
    };
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
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
    const { showToast } = await loadToasts();
    showToast(delivered ? 'success' : 'error', delivered ? copy.success : copy.failure);
  }

  return (
    <>
      <form className={styles.form} aria-labelledby={labelledBy} onSubmit={handleSubmit}>
        {children}
        <Button type="submit" size="lg" className={styles.submit} disabled={sending}>
          {sending ? copy.sending : copy.submit}
        </Button>
      </form>
      {toaster}
    </>
  );
}
