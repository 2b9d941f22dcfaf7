import { contactPage } from '@/content/contact';
import { site } from '@/content/site';
import { privacyPage } from '@/content/privacy';
import { termsPage } from '@/content/terms';
import { enquiryParams } from '@/lib/collections';
import { mailtoHref } from '@/lib/links';
import { AppLink } from '@/components/ui/AppLink';
import { ContactFormShell } from './ContactFormShell';
import styles from './ContactForm.module.css';
import inputStyles from '@/components/ui/TextInput.module.css';

const FIELD_ID = { name: 'contact-name', email: 'contact-email', phone: 'contact-phone', message: 'contact-message' };

/**
 * The 'Send us a Message' form. Only the browser's required/type checks apply (the spec asks for
 * no custom messages). The fields and the privacy note are server-rendered; ContactFormShell adds
 * the behaviour (drafts, delivery, the failure message, the spam trap) and, only when the form is
 * about a trip, the trip's fields between the phone and the message (components/contact/TripFields.tsx).
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const copy = contactPage.form;
  const required = (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
  return (
    <ContactFormShell
      labelledBy={labelledBy}
      fallbackAction={mailtoHref(site.email, contactPage.form.fallbackSubject)}
      copy={{
        submit: copy.submit,
        sending: copy.sending,
        success: copy.success,
        failure: copy.failure,
        draftRestored: copy.draftRestored,
        unsentRestored: copy.unsentRestored,
        honeypotLabel: copy.honeypotLabel,
        trip: copy.trip,
      }}
      enquiry={{ copy: copy.enquiry, target: { email: site.email, whatsappNumber: site.whatsapp.number } }}
      prefillParams={enquiryParams}
      beside={
        <p className={styles.privacy}>
          {copy.privacy.text} <AppLink href={privacyPage.path}>{copy.privacy.link}</AppLink>
          {`. ${copy.terms.before} `}
          <AppLink href={termsPage.path}>{copy.terms.link}</AppLink>.
        </p>
      }
      message={
        <div className={styles.field}>
          <label htmlFor={FIELD_ID.message}>
            {copy.labels.message} {required}
          </label>
          <textarea
            className={inputStyles.input}
            id={FIELD_ID.message}
            name="message"
            rows={6}
            placeholder={copy.messagePlaceholder}
            required
          />
        </div>
      }
    >
      <p className={styles.note}>
        <span aria-hidden="true">*</span> {copy.requiredNote}
      </p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={FIELD_ID.name}>
            {copy.labels.name} {required}
          </label>
          <input className={inputStyles.input} id={FIELD_ID.name} name="name" type="text" autoComplete="name" required />
        </div>
        <div className={styles.field}>
          <label htmlFor={FIELD_ID.email}>
            {copy.labels.email} {required}
          </label>
          <input className={inputStyles.input} id={FIELD_ID.email} name="email" type="email" autoComplete="email" required />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={FIELD_ID.phone}>
          {copy.labels.phone} <span className={styles.optional}>{copy.optionalHint}</span>
        </label>
        <input className={inputStyles.input} id={FIELD_ID.phone} name="phone" type="tel" autoComplete="tel" />
      </div>
    </ContactFormShell>
  );
}
