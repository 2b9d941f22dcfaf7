import { PrivacyNotice } from '@/components/privacy/PrivacyNotice';
import { PageHero } from '@/components/ui/PageHero';
import { privacyPage } from '@/content/privacy';
import { configuredEndpoint } from '@/lib/contact-submit';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: privacyPage.title,
  description: privacyPage.metaDescription,
  path: privacyPage.path,
});

/** The form service this build posts to, by host name, or undefined when the form is simulated. */
function formServiceHost(): string | undefined {
  try {
    return configuredEndpoint ? new URL(configuredEndpoint).host : undefined;
  } catch {
    return undefined;
  }
}

export default function PrivacyPage() {
  return (
    <>
      <PageHero title={privacyPage.title} subtitle={privacyPage.subtitle} />
      <PrivacyNotice formService={formServiceHost()} />
    </>
  );
}
