import type { ReactNode } from 'react';
import styles from './CtaBanner.module.css';

type CtaBannerProps = {
  id: string;
  title: string;
  text: string;
  /** The buttons (ButtonLinks), laid out side by side. */
  children: ReactNode;
};

/** The closing call to action of a page: a short pitch and one or two buttons on the brand colour. */
export function CtaBanner({ id, title, text, children }: CtaBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby={id}>
      <div className={styles.inner}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
