import type { MetadataRoute } from 'next';
import { mainNav } from '@/content/navigation';
import { withTrailingSlash } from '@/lib/links';
import { absoluteUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

/** Every public page, by its canonical URL: the routes of the main navigation. */
export default function sitemap(): MetadataRoute.Sitemap {
  return mainNav.map((item) => ({ url: absoluteUrl(withTrailingSlash(item.path)) }));
}
