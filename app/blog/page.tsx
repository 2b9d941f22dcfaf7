import { PageHero } from '@/components/ui/PageHero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ title: 'Travel Blog', description: 'Travel Blog', path: '/blog/' });

export default function BlogPage() {
  return <PageHero title="Travel Blog" />;
}
