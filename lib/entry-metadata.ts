import { photoQuality } from '@/content/photo-quality';
import { cdnImageUrl } from './image-cdn';
import { localPhoto, variantFor } from './local-photos';
import { absoluteUrl } from './metadata';
import type { JsonLdDocument } from './structured-data';

/**
 * What every collection's entry page says about itself beyond its own type: the social card's
 * photo, the breadcrumbs and their schema.org BreadcrumbList. A post, a trip and a visa guide
 * each add their own metadata on top (lib/post-metadata.ts, lib/trip-metadata.ts, lib/visa-metadata.ts).
 */

/** Social cards want 1200x630; the CDN crops to it. */
export const SHARE_IMAGE = { width: 1200, height: 630 };

export function shareImageUrl(src: string): string {
  // An own photo: its 1200-pixel variant (the networks crop it to their card), never the camera file.
  const own = localPhoto(src);
  if (own) return absoluteUrl(variantFor(own, SHARE_IMAGE.width).path);
  return cdnImageUrl(src, SHARE_IMAGE.width, {
    quality: photoQuality.share,
    aspectRatio: SHARE_IMAGE.width / SHARE_IMAGE.height,
  });
}

/** An entry's social card: its photo with its description, or none (the page then uses the site's card). */
export function entryShareImage(entry: { image?: string; imageAlt?: string }) {
  return entry.image && entry.imageAlt ? { url: shareImageUrl(entry.image), ...SHARE_IMAGE, alt: entry.imageAlt } : undefined;
}

type Crumb = { name: string; path: string };

/** An entry page's breadcrumbs: Home, its list, the entry. The page shows the same list (components/ui/Breadcrumbs.tsx). */
export function entryBreadcrumbs(copy: { breadcrumbHome: string }, list: Crumb, entry: Crumb): Crumb[] {
  return [{ name: copy.breadcrumbHome, path: '/' }, list, entry];
}

/** The breadcrumbs as schema.org BreadcrumbList. */
export function breadcrumbsJsonLd(crumbs: readonly { name: string; path: string }[]): JsonLdDocument {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
