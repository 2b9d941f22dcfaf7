import { getImageProps } from 'next/image';

type CdnImageProps = {
  src: string;
  alt: string;
  /** How wide the image renders at each breakpoint, matching the CSS that sizes its box. */
  sizes: string;
  className?: string;
  /** The page's LCP image: fetched eagerly at high priority instead of lazily. */
  priority?: boolean;
};

/**
 * A photo from the image CDN filling its parent, which must be positioned and sized (so nothing
 * shifts while it loads). next/image's getImageProps builds the srcset through the custom loader
 * at build time, so pages get next/image's markup without shipping its client component.
 */
export function CdnImage({ src, alt, sizes, className, priority = false }: CdnImageProps) {
  const { props } = getImageProps({
    src,
    alt,
    sizes,
    fill: true,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  });
  // eslint-disable-next-line @next/next/no-img-element -- this is the <img> next/image renders, minus its JavaScript
  return <img {...props} alt={alt} className={className} />;
}
