import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Container } from './Container';
import styles from './EntryPage.module.css';

type EntryPageProps = {
  /** The page's hero (its <h1>), inside the article. */
  hero: ReactNode;
  /** The entry itself, in the reading column. */
  children: ReactNode;
  /** What follows the article in the same column: calls to act, related entries. */
  after: ReactNode;
  /** The search index's marks on the article (`data-pagefind-body`, its meta). */
  search: Record<`data-pagefind-${string}`, string>;
  columnClassName?: string;
};

/**
 * A post's or a trip's page: the article (hero, then the column the search index reads), then
 * what follows it in the same column, outside the article so the index leaves it out.
 */
export function EntryPage({ hero, children, after, search, columnClassName }: EntryPageProps) {
  return (
    <>
      <article {...search}>
        {hero}
        <Container>
          <div className={clsx(styles.column, columnClassName)}>{children}</div>
        </Container>
      </article>
      <Container>
        <div className={styles.after}>{after}</div>
      </Container>
    </>
  );
}
