import type { MetadataRoute } from 'next';
import { site } from '@/content/site';

export const dynamic = 'force-static';

/** Web app manifest: name, brand colours and icons for "Add to Home screen". */
export default function manifest(): MetadataRoute.Manifest {
  // Manifest URLs are not rewritten by Next.js, so they carry the base path themselves.
  const base = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
  return {
    id: `${base}/`,
    name: `${site.name}: ${site.tagline}`,
    short_name: site.name,
    description: site.description,
    lang: site.language,
    start_url: `${base}/`,
    scope: `${base}/`,
    display: 'standalone',
    theme_color: site.brandColor,
    background_color: site.backgroundColor,
    icons: [
      { src: `${base}/icon.svg`, sizes: 'any', type: 'image/svg+xml' },
      { src: `${base}/apple-icon.png`, sizes: '180x180', type: 'image/png' },
      { src: `${base}${site.logoPath}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
