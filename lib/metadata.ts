import type { Metadata } from 'next';
import { site } from '@/content/site';

type PageMetadataInput = { title: string; description: string; path: string };

/** Metadata for a static page: title (through the layout's template), description, canonical URL and social cards. */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: site.name, locale: site.locale, type: 'website' },
    twitter: { card: 'summary_large_image', title, description },
  };
}
