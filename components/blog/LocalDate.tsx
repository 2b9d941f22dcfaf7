'use client';

import { useEffect, useState } from 'react';
import { localDate } from '@/lib/local-dates';

type LocalDateProps = {
  /** The ISO day, `YYYY-MM-DD`. */
  dateTime: string;
  /** The server's rendering of the day; hydration reuses it verbatim so server and client HTML match. */
  children: string;
};

/**
 * A post date in the visitor's own locale. The static HTML carries a fixed-locale rendering
 * (readable without JavaScript); once hydrated, the browser's locale takes over, formatted in a
 * worker (lib/local-dates.ts) so the page's first use of Intl never blocks a tap. The day is
 * formatted in UTC, so it never shifts with the visitor's time zone.
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
  return <time dateTime={dateTime}>{local ?? children}</time>;
}
