import { CdnImage } from '@/components/ui/CdnImage';
import styles from './PostImage.module.css';

type PostImageProps = {
  src: string;
  alt: string;
  /** The page's main image: fetched first instead of lazily. */
  priority?: boolean;
};

/** The post's column: how wide its photo and the photos in its text render. */
export const POST_COLUMN_SIZES = '(min-width: 49rem) 46rem, calc(100vw - 3rem)';

/** A post's photo at 16:9, at the width the layout needs: the image CDN crops it, and its CSS crops an own photo's variants. */
export function PostImage({ src, alt, priority = false }: PostImageProps) {
  return (
    <CdnImage
      className={styles.image}
      src={src}
      alt={alt}
      intrinsic={{ width: 1200, height: 675 }}
      sizes={POST_COLUMN_SIZES}
      priority={priority}
    />
  );
}
