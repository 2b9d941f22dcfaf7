import { Fragment } from 'react';
import { privacyPage } from '@/content/privacy';
import { site } from '@/content/site';
import { mailtoHref, telHref } from '@/lib/links';
import { PolicyDocument } from '@/components/ui/PolicyDocument';
import { PolicySection } from '@/components/ui/PolicySection';

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
    <PolicyDocument updated={updated} intro={intro}>
      {sections.map((section) => (
        <Fragment key={section.id}>
          <PolicySection section={section}>
            {section.id === 'where-it-goes' ? (
              <p>{formService ? `${destination.service} ${formService}.` : destination.none}</p>
            ) : null}
          </PolicySection>
          {analyticsHost && section.id === 'third-parties' ? (
            <PolicySection section={analytics.section}>
              <p>{analyticsHost === analytics.cloudHost ? analytics.cloud : `${analytics.selfHosted} ${analyticsHost}.`}</p>
            </PolicySection>
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
    </PolicyDocument>
  );
}
