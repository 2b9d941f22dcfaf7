import { PageHero } from '@/components/ui/PageHero';

export default function HomePage() {
  return <PageHero title="Curating Seamless & Inspiring Travel Experiences" />;
}
