'use client';

import { useEffect } from 'react';
import { routeErrorCopy } from '@/content/shell';
import { errorDetail } from '@/lib/error-detail';
import { AppLink } from '@/components/ui/AppLink';
import styles from './StatusPage.module.css';

type RouteErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** The router fallback: shown by app/error.tsx and app/global-error.tsx. */
export function RouteError({ error, reset }: RouteErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className={styles.page} aria-labelledby="error-title" role="alert">
      <h1 id="error-title" className={styles.title}>
        {routeErrorCopy.title}
      </h1>
      <p className={styles.detail}>{errorDetail(error)}</p>
      <p className={styles.text}>{routeErrorCopy.text}</p>
      <p>
        <button type="button" onClick={reset}>
          {routeErrorCopy.retry}
        </button>{' '}
        <AppLink href="/">{routeErrorCopy.homeLink}</AppLink>
      </p>
    </section>
  );
}
