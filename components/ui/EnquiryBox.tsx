import { ButtonLink } from './ButtonLink';
import { Icon } from './Icon';
import styles from './EnquiryBox.module.css';

type Action = { href: string; label: string };

type EnquiryBoxProps = {
  /** Id of the box's <h2>, which names the section. */
  id: string;
  title: string;
  text: string;
  /** The contact page with the enquiry's key (a plain link, so it works without JavaScript). */
  contact: Action;
  /** WhatsApp with a prefilled text naming what the visitor was reading. */
  whatsapp: Action;
};

/** A call to enquire: the contact form, starting with lines naming the post or trip, or WhatsApp. */
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
