import { ContactOverview } from '@/components/contact/ContactOverview';
import { FindUs } from '@/components/contact/FindUs';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CtaBanner } from '@/components/ui/CtaBanner';
import { Icon } from '@/components/ui/Icon';
import { PageHero } from '@/components/ui/PageHero';
import { contactPage } from '@/content/contact';
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
        <ButtonLink href={banner.call.href} size="lg">
          <Icon name="phone" />
          {banner.call.label}
        </ButtonLink>
        <ButtonLink href={banner.email.href} size="lg" variant="outlineLight">
          <Icon name="mail" />
          {banner.email.label}
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
