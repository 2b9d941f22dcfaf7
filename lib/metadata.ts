import type { Metadata } from 'next';
import { blog } from '@/content/blog';
import { site } from '@/content/site';

/**
 * The RSS feed's <link rel="alternate"> for every page's <head>. Next merges `alternates`
 * shallowly, so a page that sets its canonical URL must repeat it or the link disappears.
 */
export const feedAlternateTypes = { 'application/rss+xml': [{ url: blog.feedPath, title: blog.feedTitle }] };

type PageMetadataInput = { title: string; description: string; path: string };

/** Metadata for a static page: title (through the layout's template), description, canonical URL and social cards. */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path, types: feedAlternateTypes },
    openGraph: { title, description, url: path, siteName: site.name, locale: site.locale, type: 'website' },
    twitter: { card: 'summary_large_image', title, description },
  };
}
