import { PageHero } from '@/components/ui/PageHero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ title: 'About Travel Orchard', description: 'About Travel Orchard', path: '/about/' });

export default function AboutPage() {
  return <PageHero title="About Travel Orchard" />;
}
