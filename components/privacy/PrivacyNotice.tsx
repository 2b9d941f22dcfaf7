import { Fragment, type ReactNode } from 'react';
import { privacyPage, type PrivacySection } from '@/content/privacy';
import { site } from '@/content/site';
import { mailtoHref, telHref } from '@/lib/links';
import { Section } from '@/components/ui/Section';
import styles from './PrivacyNotice.module.css';

function NoticeSection({ section, children }: { section: PrivacySection; children?: ReactNode }) {
  return (
    <section aria-labelledby={section.id}>
      <h2 id={section.id}>{section.heading}</h2>
      {section.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.list ? (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.after?.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {children}
    </section>
  );
}

/**
 * The privacy notice, one section per topic from content/privacy.ts. `formService` is the host the
 * contact form posts to in this build, or undefined when the form only simulates sending, so the
 * notice never claims a destination the site does not have; `analyticsHost` likewise the host the
 * build counts visits with (docs/decisions/0090), or undefined when it counts nothing.
 */
export function PrivacyNotice({ formService, analyticsHost }: { formService: string | undefined; analyticsHost?: string }) {
  const { updated, destination, contact, analytics } = privacyPage;
  const intro = analyticsHost ? [privacyPage.intro[0], analytics.intro] : privacyPage.intro;
  const sections = privacyPage.sections.map((section) =>
    analyticsHost && section.id === 'third-parties' ? { ...section, after: [analytics.noTrackers] } : section,
  );
  return (
    <Section>
      <div className={styles.notice}>
        <p className={styles.updated}>
          {updated.label}: <time dateTime={updated.date}>{updated.display}</time>
        </p>
        {intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {sections.map((section) => (
          <Fragment key={section.id}>
            <NoticeSection section={section}>
              {section.id === 'where-it-goes' ? (
                <p>{formService ? `${destination.service} ${formService}.` : destination.none}</p>
              ) : null}
            </NoticeSection>
            {analyticsHost && section.id === 'third-parties' ? (
              <NoticeSection section={analytics.section}>
                <p>{analyticsHost === analytics.cloudHost ? analytics.cloud : `${analytics.selfHosted} ${analyticsHost}.`}</p>
              </NoticeSection>
            ) : null}
          </Fragment>
        ))}
        <section aria-labelledby={contact.id}>
          <h2 id={contact.id}>{contact.heading}</h2>
          <p>{contact.text}</p>
          <ul>
            <li>
              <a href={mailtoHref(contact.details.email)}>{contact.details.email}</a>
            </li>
            <li>
              <a href={telHref(site.phone)}>{contact.details.phone}</a>
            </li>
            <li>{contact.details.address}</li>
          </ul>
        </section>
      </div>
    </Section>
  );
}
