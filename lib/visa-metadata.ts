import type { Metadata } from 'next';
import { site } from '@/content/site';
import { visasCopy } from '@/content/visas';
import { absoluteUrl, pageMetadata } from './metadata';
import { entryBreadcrumbs, entryShareImage, shareImageUrl } from './entry-metadata';
import { agencyId, type JsonLdDocument } from './structured-data';
import { VISAS_PATH, visaPath } from './visa-routes';
import type { VisaGuide } from './visas';

/** Title, description (the summary), canonical URL and a social card with the guide's photo. */
export function visaMetadata(guide: VisaGuide): Metadata {
  return pageMetadata({
    title: guide.title,
    description: guide.summary,
    path: visaPath(guide.slug),
    image: entryShareImage(guide),
  });
}

export function visasListMetadata(): Metadata {
  return pageMetadata({ title: visasCopy.title, description: visasCopy.description, path: VISAS_PATH });
}

/** The guide page's breadcrumbs: Home, Visa guides, the guide. */
export function visaBreadcrumbs(guide: Pick<VisaGuide, 'slug' | 'title'>): { name: string; path: string }[] {
  return entryBreadcrumbs(
    visasCopy,
    { name: visasCopy.title, path: VISAS_PATH },
    { name: guide.title, path: visaPath(guide.slug) },
  );
}

/**
 * schema.org Article, which is what a guide is: written by the agency, about a place, last checked
 * (dateModified) on `checkedOn`. No invented type, no rating, and no price: an embassy's fee is not
 * an offer of the agency's.
 */
export function visaJsonLd(guide: VisaGuide): JsonLdDocument {
  const url = absoluteUrl(visaPath(guide.slug));
  const agency = { '@type': 'TravelAgency', '@id': agencyId, name: site.name } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#guide`,
    headline: guide.title,
    description: guide.summary,
    url,
    mainEntityOfPage: url,
    dateModified: guide.checkedOn,
    ...(guide.image ? { image: [shareImageUrl(guide.image)] } : {}),
    about: { '@type': 'Place', name: guide.country },
    author: agency,
    publisher: agency,
  };
}
