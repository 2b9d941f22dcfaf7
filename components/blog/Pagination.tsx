import clsx from 'clsx';
import { blog } from '@/content/blog';
import { Icon } from '@/components/ui/Icon';
import { listPagePath } from '@/lib/blog-routes';
import { fillCopy } from '@/lib/copy';
import { pageLinks } from '@/lib/pagination';
import styles from './Pagination.module.css';
import { AppLink } from '@/components/ui/AppLink';

type PaginationProps = {
  current: number;
  total: number;
  /** The address of page n: the blog list's by default; a topic page passes its own. */
  pagePath?: (page: number) => string;
};

/** Previous / numbered / Next links between list pages; the current page is marked for assistive tech. */
export function Pagination({ current, total, pagePath = listPagePath }: PaginationProps) {
  if (total <= 1) return null;
  const copy = blog.pagination;
  return (
    <nav aria-label={copy.label} className={styles.nav}>
      <ul className={styles.list}>
        {current > 1 ? (
          <li>
            <AppLink href={pagePath(current - 1)} rel="prev" className={clsx(styles.link, styles.step)}>
              <Icon name="arrowRight" size={18} className={styles.back} />
              {copy.previous}
            </AppLink>
          </li>
        ) : null}
        {pageLinks(current, total).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <AppLink
                href={pagePath(page)}
                className={styles.link}
                aria-label={fillCopy(copy.page, { page })}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </AppLink>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <AppLink href={pagePath(current + 1)} rel="next" className={clsx(styles.link, styles.step)}>
              {copy.next}
              <Icon name="arrowRight" size={18} />
            </AppLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
