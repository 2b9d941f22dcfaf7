import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

type SectionHeadingProps = {
  /** Id of the <h2>, for the section's aria-labelledby. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  align?: 'center' | 'start';
  /** Light text for dark sections. */
  onDark?: boolean;
};

/** The heading block that opens a section: optional eyebrow, the <h2>, an optional intro. */
export function SectionHeading({ id, title, eyebrow, intro, align = 'center', onDark = false }: SectionHeadingProps) {
  return (
    <header className={clsx(styles.heading, styles[align], onDark && styles.onDark)}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </header>
  );
}
