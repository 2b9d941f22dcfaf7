import type { ReactNode } from 'react';
import styles from './PageHero.module.css';

type PageHeroProps = { title: string; subtitle?: ReactNode; children?: ReactNode };

/** The banner that opens every inner page; its heading is the page's <h1>. */
export function PageHero({ title, subtitle, children }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={styles.inner}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
