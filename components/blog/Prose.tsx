import clsx from 'clsx';
import styles from './Prose.module.css';

type ProseProps = {
  /** Sanitized HTML from lib/markdown.ts; never pass anything else. */
  html: string;
  className?: string;
};

/** A post's body with the blog's typography. */
export function Prose({ html, className }: ProseProps) {
  return <div className={clsx(styles.prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
