import clsx from 'clsx';
import { blog } from '@/content/blog';
import { fillCopy } from '@/lib/copy';
import { formatDate } from '@/lib/dates';
import { LocalDate } from './LocalDate';
import styles from './PostMeta.module.css';

/** The locale used for dates in the static HTML, before the visitor's own takes over. */
const STATIC_DATE_LOCALE = 'en-GB';

type PostMetaProps = {
  author: string;
  date: string;
  /** `onDark` inside the page hero, where the text sits on the green banner. */
  tone?: 'default' | 'onDark';
};

/**
 * "By Ada Obi · 15 January 2024": inline in a list entry; in the hero, author and date on lines of
 * their own. The date changes length when the visitor's locale takes over after hydration, so
 * it never shares a line it could push onto a second one (that moved the whole post down).
 */
export function PostMeta({ author, date, tone = 'default' }: PostMetaProps) {
  return (
    <span className={clsx(styles.meta, styles[tone])}>
      <span>{fillCopy(blog.byline, { author })}</span>
      <span className={styles.separator} aria-hidden="true">
        ·
      </span>
      <LocalDate dateTime={date}>{formatDate(date, STATIC_DATE_LOCALE)}</LocalDate>
    </span>
  );
}
