import type { ImageLoaderProps } from 'next/image';
import { allowedImageHosts, isAllowedImageUrl, isSiteRelative } from './image-origins';
import { localPhoto, variantFor } from './local-photos';

/**
 * next/image loader for the image CDN: asks for exactly the rendered width, the quality and a
 * modern format, so the CDN does the resizing a static export cannot. The agency's own photos
 * were resized by the build instead; each width maps to its prepared variant.
 */
export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  const own = localPhoto(src);
  if (own) {
    // An own photo: the prepared variant for this width (scripts/build/photos.ts), never the camera file.
    return `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${variantFor(own, width).path}`;
  }
  if (isSiteRelative(src)) {
    // Local files from public/: served as-is, the width keeps next/image's srcset distinct.
    return `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${src}?w=${width}`;
  }
  if (!isAllowedImageUrl(src)) {
    // The schema refuses such a post first; this catches a component handed a photo from elsewhere.
    throw new Error(`image-loader: ${src} is not on an allowed image host (${allowedImageHosts}; see content/image-origins.ts)`);
  }
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? 75));
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'crop');
  return url.toString();
}
