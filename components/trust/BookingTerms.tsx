import { PolicyDocument } from '@/components/ui/PolicyDocument';
import { PolicySection } from '@/components/ui/PolicySection';
import { site } from '@/content/site';
import { termsPage } from '@/content/terms';
import { mailtoHref, telHref } from '@/lib/links';
import styles from './BookingTerms.module.css';

/** The booking and cancellation terms, one section per topic from content/terms.ts; a sample says so first. */
export function BookingTerms() {
  const { updated, sample, sampleNotice, intro, sections, contact } = termsPage;
  const note = sample ? (
    <p className={styles.sample} role="note">
      {sampleNotice}
    </p>
  ) : null;
  return (
    <PolicyDocument note={note} updated={updated} intro={intro}>
      {sections.map((section) => (
        <PolicySection key={section.id} section={section} />
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
    </PolicyDocument>
  );
}
