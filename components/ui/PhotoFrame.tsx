import clsx from 'clsx';
import type { Photo } from '@/content/types';
import { CdnImage } from './CdnImage';
import styles from './PhotoFrame.module.css';

type PhotoFrameProps = {
  photo: Photo;
  /** How wide the frame renders at each breakpoint (see CdnImage); by default half the container beside text. */
  sizes?: string;
  priority?: boolean;
  /** `raised`: rounded corners and the card shadow, for a photo standing on its own beside text. */
  raised?: boolean;
  /** The caller's class: the frame's shape (--photo-ratio, or a height where it stretches beside text). */
  className?: string;
};

/** One of two columns from 960px up (see components/ui/TwoColumns.module.css), the full width below. */
const HALF_CONTAINER = '(min-width: 1200px) 528px, (min-width: 960px) 45vw, calc(100vw - 3rem)';

/**
 * A box of fixed shape that a CDN photo fills, cropped to it. The box is sized before the photo
 * arrives, so nothing moves while it loads, and its pale green shows if the image CDN is down.
 */
export function PhotoFrame({ photo, sizes = HALF_CONTAINER, priority = false, raised = false, className }: PhotoFrameProps) {
  return (
    <div className={clsx(styles.frame, raised && styles.raised, className)}>
      <CdnImage src={photo.src} alt={photo.alt} sizes={sizes} className={styles.image} priority={priority} />
    </div>
  );
}
