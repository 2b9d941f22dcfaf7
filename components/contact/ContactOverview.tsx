import { contactPage } from '@/content/contact';
import { Container } from '@/components/ui/Container';
import { ContactForm } from './ContactForm';
import { ContactInfo } from './ContactInfo';
import styles from './ContactOverview.module.css';

/** The message form beside the Get in Touch column (stacked on small screens). */
export function ContactOverview() {
  const { form } = contactPage;
  return (
    <div className={styles.band}>
      <Container className={styles.grid}>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.heading}>
            {form.title}
          </h2>
          <p className={styles.intro}>{form.intro}</p>
          <ContactForm labelledBy="contact-form-title" />
        </section>
        <ContactInfo />
      </Container>
    </div>
  );
}
