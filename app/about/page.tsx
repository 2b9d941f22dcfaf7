import { BrandPillars } from '@/components/about/BrandPillars';
import { CoreValues } from '@/components/about/CoreValues';
import { MissionVision } from '@/components/about/MissionVision';
import { OurStory } from '@/components/about/OurStory';
import { PageHero } from '@/components/ui/PageHero';
import { aboutPage } from '@/content/about';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ title: aboutPage.title, description: aboutPage.metaDescription, path: '/about/' });

export default function AboutPage() {
  return (
    <>
      <PageHero title={aboutPage.title} subtitle={aboutPage.subtitle} />
      <MissionVision />
      <CoreValues />
      <BrandPillars />
      <OurStory />
    </>
  );
}
