import type { Metadata } from 'next';
import { blog } from '@/content/blog';
import { site } from '@/content/site';

/**
 * The RSS feed's <link rel="alternate"> for every page's <head>. Next merges `alternates`
 * shallowly, so a page that sets its canonical URL must repeat it or the link disappears.
 */
export const feedAlternateTypes = { 'application/rss+xml': [{ url: blog.feedPath, title: blog.feedTitle }] };

type ShareImage = { url: string; width: number; height: number; alt: string };

type PageMetadataInput = {
  title: string;
  description: string;
  /** The route, with its trailing slash (`/about/`): canonical and og:url resolve it against the site URL. */
  path: string;
  /** Use `title` as it is, without the layout's "| Travel Orchard" template (the home page). */
  absoluteTitle?: boolean;
  /** The page's own social card; the site's default card otherwise. */
  image?: ShareImage;
  /** Posts are articles to Open Graph, with a date and an author. */
  article?: { publishedTime: string; modifiedTime?: string; authors: string[] };
};

export const defaultShareImage: ShareImage = {
  url: site.shareImage.path,
  width: site.shareImage.width,
  height: site.shareImage.height,
  alt: site.shareImage.alt,
};

/** The public URL of a path on this site, e.g. for the sitemap and structured data. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Metadata for a page: title (through the layout's template), description, canonical URL and
 * social cards. Next.js replaces a parent's `openGraph` and `twitter` objects rather than merging
 * them, so every field a card needs is set here, the image included.
 */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle,
  image = defaultShareImage,
  article,
}: PageMetadataInput): Metadata {
  const shared = { title, description, images: [image] };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path, types: feedAlternateTypes },
    openGraph: {
      ...shared,
      url: path,
      siteName: site.name,
      locale: site.locale,
      ...(article ? { type: 'article', ...article } : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', ...shared },
  };
}
