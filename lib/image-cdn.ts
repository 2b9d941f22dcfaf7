import { photoQuality } from '@/content/photo-quality';
import { allowedImageHosts, isAllowedImageUrl } from './image-origins';

/** What to ask the CDN for beyond the width: how much detail to keep, and the shape of the box the photo fills. */
export type CdnPhotoOptions = {
  quality?: number;
  /** Width over height of the box: the CDN crops to it (from the centre, as `object-fit: cover` would), so no pixel travels only to be cut off. */
  aspectRatio?: number;
};

/**
 * A photo on the image CDN at one width: asks for exactly that width, the quality and a modern
 * format, so the CDN does the resizing a static export cannot. Pure, so the CMS preview (in the
 * browser) shows the same image as the site's loader (lib/image-loader.ts) asks for.
 */
export function cdnImageUrl(
  src: string,
  width: number,
  { quality = photoQuality.standard, aspectRatio }: CdnPhotoOptions = {},
): string {
  if (!isAllowedImageUrl(src)) {
    // The schema refuses such a post first; this catches a component handed a photo from elsewhere.
    throw new Error(`image-loader: ${src} is not on an allowed image host (${allowedImageHosts}; see content/image-origins.ts)`);
  }
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  if (aspectRatio) url.searchParams.set('h', String(Math.round(width / aspectRatio)));
  else url.searchParams.delete('h');
  url.searchParams.set('q', String(quality));
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'crop');
  return url.toString();
}
