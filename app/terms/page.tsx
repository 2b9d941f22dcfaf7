import { BookingTerms } from '@/components/trust/BookingTerms';
import { PageHero } from '@/components/ui/PageHero';
import { termsPage } from '@/content/terms';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ title: termsPage.title, description: termsPage.metaDescription, path: termsPage.path });

export default function TermsPage() {
  return (
    <>
      <PageHero title={termsPage.title} subtitle={termsPage.subtitle} />
      <BookingTerms />
    </>
  );
}
