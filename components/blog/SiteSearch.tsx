'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import inputStyles from '@/components/ui/TextInput.module.css';
import { basePath } from '@/lib/links';
import { warmSearch } from '@/lib/search';
import { offlineSearch } from '@/content/offline';
import styles from './SiteSearch.module.css';

// Everything that searches is in its own chunk, fetched when the reader starts: the page's
// startup JavaScript carries only this box.
// When that chunk cannot be fetched (offline, and never fetched on this device), the reader is told
// and offered the topics, instead of the page falling to its error screen.
const SearchPanel = lazy(() =>
  import('./SearchPanel').then(
    (module) => ({ default: module.SearchPanel }),
    () => ({ default: SearchUnavailable }),
  ),
);

type PanelProps = { onStatus: (text: string) => void; fallback: ReactNode };

function SearchUnavailable({ onStatus, fallback }: PanelProps) {
  useEffect(() => onStatus(navigator.onLine === false ? offlineSearch.unavailable : offlineSearch.notLoaded), [onStatus]);
  return fallback;
}

type SiteSearchProps = {
  copy: { label: string; placeholder: string; submit: string };
  /** The search page's address under the base path, and its query's name: where the form goes before scripts start. */
  action: string;
  param: string;
  /** Shown when search cannot help (no match, or the index failed to load): the topic links. */
  fallback: ReactNode;
  /** On /blog/search/: the query comes from and goes to the address, so it can be shared. */
  onSearchPage?: boolean;
};

/**
 * The blog's search box. It is in the static HTML inside a real GET form, so a query typed before
 * the page's scripts start is searched when they do, and Enter before then opens the search page;
 * without JavaScript it is hidden (CSS). The search itself (SearchPanel, Pagefind's script and
 * index, all at once) is fetched at the first touch on the box, its focus or input, or at once on
 * /blog/search/?q=...
 */
export function SiteSearch({ copy, action, param, fallback, onSearchPage = false }: SiteSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  const [started, setStarted] = useState(false);
  const [status, setStatus] = useState('');
  const start = useCallback(() => {
    warmSearch(basePath);
    setStarted(true);
  }, []);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const fromAddress = onSearchPage ? new URLSearchParams(window.location.search).get(param) : null;
    if (fromAddress) box.value = fromAddress;
    // A query in the address, or typed or focused before the scripts started: begin now.
    if (box.value.trim() || document.activeElement === box) start();
  }, [onSearchPage, param, start]);

  return (
    <div className={styles.search}>
      <form role="search" action={action} method="get" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="blog-search" className={styles.label}>
          {copy.label}
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id="blog-search"
            className={clsx(inputStyles.input, styles.input)}
            type="search"
            name={param}
            placeholder={copy.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            onPointerDown={start}
            onFocus={start}
            onChange={start}
          />
          <button type="submit" className={styles.submit}>
            {copy.submit}
          </button>
        </div>
      </form>
      {/* In the page from the start: a live region must exist before it speaks. */}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {started ? (
        <Suspense fallback={null}>
          <SearchPanel input={input} onSearchPage={onSearchPage} onStatus={setStatus} fallback={fallback} />
        </Suspense>
      ) : null}
    </div>
  );
}
