import type { ReactNode } from 'react';
import styles from './TitledSection.module.css';

type TitledSectionProps = {
  /** Id of the section's <h2>, which names it. */
  id: string;
  title: string;
  children: ReactNode;
};

/** A part of a post's or a trip's page under its own <h2>: the trips of a post, a trip's highlights, its day by day. */
export function TitledSection({ id, title, children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
