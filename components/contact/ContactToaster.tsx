'use client';

import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import { clientTuning } from '@/content/client-tuning';
import { ToastMessage } from './ToastMessage';
import styles from './ContactToaster.module.css';

const { durationMs, maxVisible } = clientTuning.toast;
/** Matches react-hot-toast's 0.4 s exit animation, so a dismissed toast leaves as soon as it has faded. */
const REMOVE_DELAY_MS = 500;

type ToastCopy = { title: string; text: string };

/** Shows a contact-form notification in the ContactToaster. */
export function showToast(kind: 'success' | 'error', copy: ToastCopy) {
  toast[kind](<ToastMessage title={copy.title} text={copy.text} />);
}

/**
 * Where the contact form's notifications appear: bottom right, above the WhatsApp button, at most
 * `maxVisible` at once (the oldest is dismissed), the same duration for every type, colours from
 * tokens that follow the system theme. Each toast is a role="status" live region.
 */
export function ContactToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // Newest first in the store, so everything after the first few visible ones is the oldest.
    toasts
      .filter((item) => item.visible)
      .slice(maxVisible)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <Toaster
      position="bottom-right"
      // Stacked above the floating WhatsApp button rather than over it.
      containerStyle={{ bottom: 'calc(var(--floating-button-offset) + var(--floating-button-size) + var(--space-4))' }}
      toastOptions={{
        duration: durationMs,
        loading: { duration: durationMs },
        removeDelay: REMOVE_DELAY_MS,
        className: styles.toast,
        style: {
          background: 'var(--color-toast-bg)',
          color: 'var(--color-toast-text)',
          border: '1px solid var(--color-toast-border)',
          borderRadius: 'var(--radius-md)',
          boxShadow: 'var(--shadow-raised)',
          maxWidth: '24rem',
          padding: 'var(--space-3) var(--space-4)',
        },
        success: { duration: durationMs, iconTheme: { primary: 'var(--color-brand)', secondary: 'var(--color-on-dark)' } },
        error: { duration: durationMs, iconTheme: { primary: 'var(--color-danger)', secondary: 'var(--color-on-dark)' } },
      }}
    />
  );
}
