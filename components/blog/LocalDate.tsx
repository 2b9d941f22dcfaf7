'use client';

import { useSyncExternalStore } from 'react';
import { formatPostDate } from '@/lib/dates';

type LocalDateProps = {
  /** The ISO day, `YYYY-MM-DD`. */
  dateTime: string;
  /** The server's rendering of the day; hydration reuses it verbatim so server and client HTML match. */
  children: string;
};

const subscribe = () => () => {};

/**
 * A post date in the visitor's own locale. The static HTML carries a fixed-locale rendering
 * (readable without JavaScript); once hydrated, the browser's locale takes over. The day is
 * formatted in UTC, so it never shifts with the visitor's time zone.
 */
export function LocalDate({ dateTime, children }: LocalDateProps) {
  // false while hydrating (matching the server), true afterwards: React re-renders without a mismatch.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return <time dateTime={dateTime}>{hydrated ? formatPostDate(dateTime) : children}</time>;
}
