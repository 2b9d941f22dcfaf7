import { PageHero } from '@/components/ui/PageHero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ title: 'Our Services', description: 'Our Services', path: '/services/' });

export default function ServicesPage() {
  return <PageHero title="Our Services" />;
}
