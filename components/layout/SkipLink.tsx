import { shellCopy } from '@/content/shell';
import styles from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page: lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      {shellCopy.skipLink}
    </a>
  );
}
