import clsx from 'clsx';
import { getImageProps, type ImageLoaderProps } from 'next/image';
import { photoQuality } from '@/content/photo-quality';
import { HELD_PHOTO_ATTRIBUTE } from '@/lib/head-script';
import { photoUrl } from '@/lib/image-loader';
import styles from './CdnImage.module.css';

type CdnImageProps = {
  src: string;
  alt: string;
  /** How wide the image renders at each breakpoint, matching the CSS that sizes its box. */
  sizes: string;
  className?: string;
  /** The page's LCP image: fetched eagerly at high priority instead of lazily, and lighter (content/photo-quality.ts). */
  priority?: boolean;
  /**
   * The image's own size, for a photo whose CSS scales it (width 100%, an aspect ratio) rather
   * than a positioned box it fills; the CDN crops the photo to its shape. Without it the image
   * fills its parent.
   */
  intrinsic?: { width: number; height: number };
};

/**
 * A photo from the image CDN. next/image's getImageProps builds the srcset through the custom
 * loader at build time, so pages get next/image's markup without shipping its client component.
 * By default it fills its parent, which must be positioned and sized (so nothing shifts while it
 * loads); with `intrinsic` it carries width and height, and its CSS sizes it. What next/image puts
 * in a style attribute comes from CdnImage.module.css instead: no inline style on the page.
 */
export function CdnImage({ src, alt, sizes, className, priority = false, intrinsic }: CdnImageProps) {
  const options = {
    quality: priority ? photoQuality.firstScreen : photoQuality.standard,
    ...(intrinsic ? { aspectRatio: intrinsic.width / intrinsic.height } : {}),
  };
  const { props } = getImageProps({
    loader: ({ src: photo, width }: ImageLoaderProps) => photoUrl(photo, width, options),
    src,
    alt,
    sizes,
    ...(intrinsic ?? { fill: true }),
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  });
  // A lazy photo that fills its box may wait for the first screen's photo: hiding it moves nothing (lib/head-script.ts).
  const held = !priority && !intrinsic ? { [HELD_PHOTO_ATTRIBUTE]: '' } : {};
  const classes = clsx(styles.photo, !intrinsic && styles.fill, className);
  // next/image's style attribute is left out (style={undefined}): its rules are the classes.
  // eslint-disable-next-line @next/next/no-img-element -- this is the <img> next/image renders, minus its JavaScript
  return <img {...props} {...held} style={undefined} alt={alt} className={classes} />;
}
