import { Section } from '@/components/ui/Section';
import { site } from '@/content/site';
import { termsPage } from '@/content/terms';
import { mailtoHref, telHref } from '@/lib/links';
import styles from './BookingTerms.module.css';

/** The booking and cancellation terms, one section per topic from content/terms.ts; a sample says so first. */
export function BookingTerms() {
  const { updated, sample, sampleNotice, intro, sections, contact } = termsPage;
  return (
    <Section>
      <div className={styles.terms}>
        {sample ? (
          <p className={styles.sample} role="note">
            {sampleNotice}
          </p>
        ) : null}
        <p className={styles.updated}>
          {updated.label}: <time dateTime={updated.date}>{updated.display}</time>
        </p>
        {intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {'list' in section && section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <p>{contact}</p>
        <ul>
          <li>
            <a href={telHref(site.phone)}>{site.phone}</a>
          </li>
          <li>
            <a href={mailtoHref(site.email)}>{site.email}</a>
          </li>
        </ul>
      </div>
    </Section>
  );
}
