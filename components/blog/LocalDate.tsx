'use client';

import { useEffect, useState } from 'react';
import { localDate } from '@/lib/local-dates';
import { LOCAL_DATE_PENDING, localDateScript } from '@/lib/local-dates-inline';

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
 * with the visitor's time zone. Until it is formatted the date is hidden (LOCAL_DATE_PENDING), but
 * without JavaScript, where the build's rendering is the date.
 */
export function LocalDate({ dateTime, children }: LocalDateProps) {
  // Undefined until formatted (its text undefined when the browser cannot): pending meanwhile.
  const [local, setLocal] = useState<{ text: string | undefined }>();
  useEffect(() => {
    let current = true;
    localDate(dateTime).then((text) => {
      if (current) setLocal({ text });
    });
    return () => {
      current = false;
    };
  }, [dateTime]);
  return (
    <>
      <time dateTime={dateTime} {...(local ? {} : { [LOCAL_DATE_PENDING]: '' })} suppressHydrationWarning>
        {local?.text ?? children}
      </time>
      <script dangerouslySetInnerHTML={{ __html: localDateScript }} />
    </>
  );
}
