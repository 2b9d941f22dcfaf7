import { ButtonLink } from './ButtonLink';
import { Icon } from './Icon';
import styles from './EnquiryBox.module.css';

import type { EnquiryCall } from '@/lib/contact-prefill';

/**
 * `contact`: the contact page with the enquiry's key (a plain link, so it works without
 * JavaScript); `whatsapp`: a chat with a prefilled text naming what the visitor was reading.
 */
type EnquiryBoxProps = EnquiryCall & {
  /** Id of the box's <h2>, which names the section. */
  id: string;
};

/** A call to enquire (lib/post-enquiry.ts, lib/trip-enquiry.ts): the contact form, starting with lines naming the post or trip, or WhatsApp. */
export function EnquiryBox({ id, title, text, contact, whatsapp }: EnquiryBoxProps) {
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <ButtonLink href={contact.href} variant="secondary">
          <Icon name="flight" size={18} />
          {contact.label}
        </ButtonLink>
        <ButtonLink href={whatsapp.href} variant="outline">
          <Icon name="whatsapp" size={18} />
          {whatsapp.label}
        </ButtonLink>
      </div>
    </section>
  );
}
