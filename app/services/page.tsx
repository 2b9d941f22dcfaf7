import { CompanyProfile } from '@/components/services/CompanyProfile';
import { ServiceList } from '@/components/services/ServiceList';
import { Testimonial } from '@/components/services/Testimonial';
import { PageHero } from '@/components/ui/PageHero';
import { servicesPage } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';
import { serviceFilters } from '@/lib/trip-filters';
import { getAllTrips } from '@/lib/trips';

export const metadata = pageMetadata({
  title: servicesPage.title,
  description: servicesPage.metaDescription,
  path: '/services/',
});

export default function ServicesPage() {
  return (
    <>
      <PageHero title={servicesPage.title} subtitle={servicesPage.subtitle} />
      <ServiceList tripCounts={Object.fromEntries(serviceFilters(getAllTrips()).map((filter) => [filter.slug, filter.count]))} />
      <Testimonial />
      <CompanyProfile />
    </>
  );
}
