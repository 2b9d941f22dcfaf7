import type { ImageLoaderProps } from 'next/image';
import { cdnImageUrl, type CdnPhotoOptions } from './image-cdn';
import { isSiteRelative } from './image-origins';
import { localPhoto, variantFor } from './local-photos';
import { withBasePath } from './links';

/**
 * A photo's URL at one width. A photo on the image CDN is asked for at that width (and, with
 * options, a quality and the box's shape); one of the agency's own photos was resized by the build
 * (scripts/build/photos.ts), so each width maps to its variant, which the page's CSS crops.
 */
export function photoUrl(src: string, width: number, options: CdnPhotoOptions = {}): string {
  const own = localPhoto(src);
  // Never the camera file: it is not published.
  if (own) return withBasePath(variantFor(own, width).path);
  // Other files from public/: served as-is, the width keeps next/image's srcset distinct.
  if (isSiteRelative(src)) return withBasePath(`${src}?w=${width}`);
  return cdnImageUrl(src, width, options);
}

/** next/image loader, run at build time only (pages render images with getImageProps on the server). */
export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  return photoUrl(src, width, { quality });
}
