import { ContactOverview } from '@/components/contact/ContactOverview';
import { FindUs } from '@/components/contact/FindUs';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CtaBanner } from '@/components/ui/CtaBanner';
import { Icon } from '@/components/ui/Icon';
import { PageHero } from '@/components/ui/PageHero';
import { contactPage } from '@/content/contact';
import { site } from '@/content/site';
import { mailtoHref, telHref } from '@/lib/links';
import { pageMetadata } from '@/lib/metadata';
import { travelAgencyJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.metaDescription,
  path: '/contact/',
});

export default function ContactPage() {
  const { banner } = contactPage;
  return (
    <>
      <JsonLd data={travelAgencyJsonLd()} />
      <PageHero title={contactPage.title} subtitle={contactPage.subtitle} />
      <ContactOverview />
      <FindUs />
      <CtaBanner id="contact-banner-title" title={banner.title} text={banner.text}>
        <ButtonLink href={telHref(site.phone)} size="lg">
          <Icon name="phone" />
          {banner.callLabel}
        </ButtonLink>
        <ButtonLink href={mailtoHref(site.email)} size="lg" variant="outlineLight">
          <Icon name="mail" />
          {banner.emailLabel}
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
