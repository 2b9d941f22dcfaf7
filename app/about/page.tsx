import { BrandPillars } from '@/components/about/BrandPillars';
import { MissionVision } from '@/components/about/MissionVision';
import { OurStory } from '@/components/about/OurStory';
import { CardSection } from '@/components/ui/CardSection';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { PageHero } from '@/components/ui/PageHero';
import { aboutPage } from '@/content/about';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ title: aboutPage.title, description: aboutPage.metaDescription, path: '/about/' });

export default function AboutPage() {
  return (
    <>
      <PageHero title={aboutPage.title} subtitle={aboutPage.subtitle} />
      <MissionVision />
      <CardSection
        id="values-title"
        {...aboutPage.values}
        tone="tinted"
        layout="centered"
        renderCard={(value) => <FeatureCard {...value} />}
      />
      <BrandPillars />
      <OurStory />
    </>
  );
}
