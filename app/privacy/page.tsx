import { PrivacyNotice } from '@/components/privacy/PrivacyNotice';
import { PageHero } from '@/components/ui/PageHero';
import { privacyPage } from '@/content/privacy';
import { site } from '@/content/site';
import { analyticsSettings } from '@/lib/analytics';
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

/** The host this build counts visits with (NEXT_PUBLIC_ANALYTICS_HOST), or undefined when it counts nothing. */
function analyticsHost(): string | undefined {
  const settings = analyticsSettings(process.env, site.url);
  return settings ? new URL(settings.origin).host : undefined;
}

export default function PrivacyPage() {
  return (
    <>
      <PageHero title={privacyPage.title} subtitle={privacyPage.subtitle} />
      <PrivacyNotice formService={formServiceHost()} analyticsHost={analyticsHost()} />
    </>
  );
}
