import type { Metadata } from 'next';
import { NotFoundLogger } from '@/components/layout/NotFoundLogger';
import { ButtonLink } from '@/components/ui/ButtonLink';
import styles from './status-page.module.css';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <NotFoundLogger />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <span className="visually-hidden">404: </span>Oops! Page not found
      </h1>
      <p className={styles.text}>The page you are looking for has moved or never existed.</p>
      <ButtonLink href="/" variant="secondary">
        Return to Home
      </ButtonLink>
    </section>
  );
}
