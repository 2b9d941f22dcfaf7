import { AppLink } from './AppLink';
import styles from './Breadcrumbs.module.css';

type BreadcrumbsProps = { label: string; crumbs: readonly { name: string; path: string }[] };

/** Where the page sits: each level a link but the last, which is the page itself (aria-current). */
export function Breadcrumbs({ label, crumbs }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className={styles.item}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <AppLink href={crumb.path} className={styles.link}>
                {crumb.name}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
