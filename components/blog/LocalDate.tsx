'use client';

import { useEffect, useState } from 'react';
import { localDate } from '@/lib/local-dates';
import { localDateScript } from '@/lib/local-dates-inline';

type LocalDateProps = {
  /** The ISO day, `YYYY-MM-DD`. */
  dateTime: string;
  /** The server's rendering of the day; hydration reuses it verbatim so server and client HTML match. */
  children: string;
};

/**
 * A post date in the visitor's own locale. The static HTML carries a fixed-locale rendering
 * (readable without JavaScript) and, right after it, the inline formatter
 * (lib/local-dates-inline.ts), which rewrites it in the browser's locale while the page is parsed,
 * before the first paint; so hydration finds the visitor's text (`suppressHydrationWarning`: the
 * server's differs on purpose). After a client-side navigation, which runs no inline script,
 * `localDate()` formats it (lib/local-dates.ts). The day is formatted in UTC, so it never shifts
 * with the visitor's time zone.
 */
export function LocalDate({ dateTime, children }: LocalDateProps) {
  // Undefined until the worker answers; the static rendering stays meanwhile.
  const [local, setLocal] = useState<string>();
  useEffect(() => {
    let current = true;
    localDate(dateTime).then((text) => {
      if (current) setLocal(text);
    });
    return () => {
      current = false;
    };
  }, [dateTime]);
  return (
    <>
      <time dateTime={dateTime} suppressHydrationWarning>
        {local ?? children}
      </time>
      <script dangerouslySetInnerHTML={{ __html: localDateScript }} />
    </>
  );
}
