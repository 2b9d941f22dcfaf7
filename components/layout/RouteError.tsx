'use client';

import { useEffect } from 'react';
import { errorDetail } from '@/lib/error-detail';
import styles from '@/app/status-page.module.css';
import { AppLink } from '@/components/ui/AppLink';

type RouteErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** The router fallback: shown by app/error.tsx and app/global-error.tsx. */
export function RouteError({ error, reset }: RouteErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className={styles.page} aria-labelledby="error-title" role="alert">
      <h1 id="error-title" className={styles.title}>
        Unexpected Application Error!
      </h1>
      <p className={styles.detail}>{errorDetail(error)}</p>
      <p className={styles.text}>Something went wrong while showing this page. You can try again or go back home.</p>
      <p>
        <button type="button" onClick={reset}>
          Try again
        </button>{' '}
        <AppLink href="/">Go to the home page</AppLink>
      </p>
    </section>
  );
}
