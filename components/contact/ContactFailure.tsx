'use client';

import { useEffect, useRef } from 'react';
import type { contactPage } from '@/content/contact';
import type { FailureReason } from '@/lib/contact-submit';
import type { EnquiryLinks } from '@/lib/enquiry-links';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/Icon';
import styles from './ContactFailure.module.css';

export type FailureCopy = (typeof contactPage)['form']['failure'];

type ContactFailureProps = {
  copy: FailureCopy;
  reason: FailureReason;
  /** Offline: the message says the enquiry goes by itself when the connection returns. */
  queued: boolean;
  links: EnquiryLinks;
  /** While a retry is on its way the Try again button waits with the submit button. */
  sending: boolean;
  onRetry: () => void;
};

/**
 * Says in the page, not only in a passing toast, that the message was not sent, and offers three
 * ways on; offline (`queued`), that it will go by itself as soon as the connection returns, with
 * Send now instead of Try again. It takes focus when it appears (each failure mounts it anew), so keyboard and screen
 * reader users land on it; role="alert" announces it to everyone else.
 */
export function ContactFailure({ copy, reason, queued, links, sending, onRetry }: ContactFailureProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.failure} aria-labelledby="contact-failure-title">
      <p id="contact-failure-title" className={styles.title}>
        {queued ? copy.queued.title : copy.title}
      </p>
      <p>{queued ? copy.queued.text : `${copy.reasons[reason]} ${copy.kept}`}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onRetry} disabled={sending}>
          {queued ? copy.queued.sendNow : copy.tryAgain}
        </Button>
        <ButtonLink variant="outline" href={links.whatsapp}>
          <Icon name="whatsapp" size={18} />
          {copy.whatsapp}
        </ButtonLink>
        <ButtonLink variant="outline" href={links.email}>
          <Icon name="mail" size={18} />
          {copy.email}
        </ButtonLink>
      </div>
      {links.trimmed ? <p className={styles.note}>{copy.trimmed}</p> : null}
    </div>
  );
}
