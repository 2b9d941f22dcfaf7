import { CdnImage } from '@/components/ui/CdnImage';
import styles from './PostImage.module.css';

type PostImageProps = {
  src: string;
  alt: string;
  /** The page's main image: fetched first instead of lazily. */
  priority?: boolean;
};

/** A post's photo, cropped to 16:9 by the image CDN at the width the layout needs. */
export function PostImage({ src, alt, priority = false }: PostImageProps) {
  return (
    <CdnImage
      className={styles.image}
      src={src}
      alt={alt}
      intrinsic={{ width: 1200, height: 675 }}
      sizes="(min-width: 49rem) 46rem, calc(100vw - 3rem)"
      priority={priority}
    />
  );
}
