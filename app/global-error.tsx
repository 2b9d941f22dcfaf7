'use client';

import { RouteError } from '@/components/layout/RouteError';
import './globals.css';

type GlobalErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** Replaces the root layout when it fails, so it brings its own <html> and <body>. */
export default function GlobalError(props: GlobalErrorProps) {
  return (
    <html lang="en">
      <body>
        <main>
          <RouteError {...props} />
        </main>
      </body>
    </html>
  );
}
