import { FeaturedTrips } from '@/components/home/FeaturedTrips';
import { HomeHero } from '@/components/home/HomeHero';
import { HomeTestimonials } from '@/components/home/HomeTestimonials';
import { ServicesOverview } from '@/components/home/ServicesOverview';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CardSection } from '@/components/ui/CardSection';
import { CtaBanner } from '@/components/ui/CtaBanner';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { homePage } from '@/content/home';
import { site } from '@/content/site';
import { tripsCopy } from '@/content/trips';
import { pageMetadata } from '@/lib/metadata';
import { travelAgencyJsonLd } from '@/lib/structured-data';
import { featuredTrips } from '@/lib/trip-filters';
import { getAllTrips } from '@/lib/trips';

const homeTitle = `${site.name} | ${site.tagline}`;

// The home page shows the site name itself rather than going through the layout's "%s | name" template.
export const metadata = {
  ...pageMetadata({ title: homeTitle, description: homePage.metaDescription, path: '/' }),
  title: { absolute: homeTitle },
};

export default function HomePage() {
  const { closing } = homePage;
  return (
    <>
      <JsonLd data={travelAgencyJsonLd()} />
      <HomeHero />
      <CardSection id="why-choose-title" {...homePage.whyChoose} renderCard={(card) => <FeatureCard {...card} />} />
      <ServicesOverview />
      <FeaturedTrips trips={featuredTrips(getAllTrips(), tripsCopy.featured.count)} />
      <HomeTestimonials />
      <CtaBanner id="home-closing-title" title={closing.title} text={closing.text}>
        <ButtonLink href={closing.primary.href} size="lg">
          {closing.primary.label}
        </ButtonLink>
        <ButtonLink href={closing.secondary.href} size="lg" variant="outlineLight">
          {closing.secondary.label}
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
