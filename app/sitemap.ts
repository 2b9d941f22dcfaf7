import type { MetadataRoute } from 'next';
import { mainNav } from '@/content/navigation';
import { privacyPage } from '@/content/privacy';
import { termsPage } from '@/content/terms';
import { getCollection } from '@/lib/collection';
import { pageCollections } from '@/lib/collections';
import { withTrailingSlash } from '@/lib/links';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

/**
 * Every public page by its canonical URL: the routes of the main navigation, the privacy notice and
 * the booking terms,
 * then each collection's pages on the build's day (lib/collections.ts: the blog's later pages,
 * posts and topics; the trips and their lists; the visa guides; the testimonials have none). Drafts
 * never reach getCollection in a build.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = pageCollections.flatMap((entry) => entry.pages(getCollection(entry.collection)));
  return [
    ...mainNav.map((item) => ({ url: absoluteUrl(withTrailingSlash(item.path)) })),
    { url: absoluteUrl(privacyPage.path) },
    { url: absoluteUrl(termsPage.path) },
    ...pages.map(({ path, lastModified }) => ({ url: absoluteUrl(path), ...(lastModified ? { lastModified } : {}) })),
  ];
}
