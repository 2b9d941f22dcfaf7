import { PageHero } from '@/components/ui/PageHero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ title: 'Contact Us', description: 'Contact Us', path: '/contact/' });

export default function ContactPage() {
  return <PageHero title="Contact Us" />;
}
