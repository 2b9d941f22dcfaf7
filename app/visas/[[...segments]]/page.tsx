import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/JsonLd';
import { VisaGuideArticle } from '@/components/visas/VisaGuideArticle';
import { VisaGuideList } from '@/components/visas/VisaGuideList';
import { breadcrumbsJsonLd } from '@/lib/entry-metadata';
import { getAllTrips } from '@/lib/trips';
import { visaBreadcrumbs, visaJsonLd, visaMetadata, visasListMetadata } from '@/lib/visa-metadata';
import { getAllVisaGuides, getVisaGuideBySlug } from '@/lib/visas';

/**
 * The visa guides: the list at /visas/ and each guide at /visas/<country>/, static pages that need
 * no JavaScript. One optional catch-all, as for the blog and the trips, so a site with no guides
 * still builds.
 */

export const dynamicParams = false;

type Props = { params: Promise<{ segments?: string[] }> };

export function generateStaticParams(): { segments: string[] }[] {
  return [{ segments: [] }, ...getAllVisaGuides().map((guide) => ({ segments: [guide.slug] }))];
}

async function guideOf(params: Props['params']) {
  const segments = (await params).segments ?? [];
  if (segments.length === 0) return null;
  const guide = segments.length === 1 && segments[0] ? getVisaGuideBySlug(segments[0]) : null;
  if (!guide) notFound();
  return guide;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = await guideOf(params);
  return guide ? visaMetadata(guide) : visasListMetadata();
}

export default async function VisasPage({ params }: Props) {
  const guide = await guideOf(params);
  if (!guide) return <VisaGuideList guides={getAllVisaGuides()} />;
  return (
    <>
      <JsonLd data={visaJsonLd(guide)} />
      <JsonLd data={breadcrumbsJsonLd(visaBreadcrumbs(guide))} />
      <VisaGuideArticle guide={guide} trips={getAllTrips().filter((trip) => trip.visa === guide.slug)} />
    </>
  );
}
