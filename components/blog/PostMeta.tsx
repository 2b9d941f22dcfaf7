import clsx from 'clsx';
import { formatPostDate } from '@/lib/dates';
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

/** "By Ada Obi · 15 January 2024": inline, so it fits inside a paragraph or the hero's subtitle. */
export function PostMeta({ author, date, tone = 'default' }: PostMetaProps) {
  return (
    <span className={clsx(styles.meta, styles[tone])}>
      <span>By {author}</span>
      <span aria-hidden="true">·</span>
      <LocalDate dateTime={date}>{formatPostDate(date, STATIC_DATE_LOCALE)}</LocalDate>
    </span>
  );
}
