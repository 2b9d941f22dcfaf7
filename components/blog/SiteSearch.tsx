'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { blog } from '@/content/blog';
import { fillCopy } from '@/lib/copy';
import { formatPostDate } from '@/lib/dates';
import { hitFromResult, loadPagefind, searchPagePath, searchQueryParam, type Pagefind, type SearchHit } from '@/lib/search';
import styles from './SiteSearch.module.css';

type SiteSearchProps = {
  /** Shown when search cannot help (no match, or the index failed to load): the topic links. */
  fallback: ReactNode;
  /** On /blog/search/: the query comes from and goes to the address, so it can be shared. */
  onSearchPage?: boolean;
};

type Results = Awaited<ReturnType<Pagefind['debouncedSearch']>> & {};
type State =
  | { kind: 'idle' }
  | { kind: 'searching'; query: string }
  | { kind: 'results'; query: string; total: number; hits: SearchHit[] }
  | { kind: 'unavailable' };

const copy = blog.search;
const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
/** Results shown at first and added by "Show more": each costs one small fetch of its excerpt. */
const BATCH = 10;
const DEBOUNCE_MS = 120;

const hitsOf = (results: Results['results'], from: number) =>
  Promise.all(results.slice(from, from + BATCH).map(async (result) => hitFromResult(await result.data())));

/**
 * The blog's search box and its results. Pagefind's script and index are fetched at the first
 * focus of the box (or at once on /blog/search/?q=...), never while the page loads. The box is in
 * the static HTML, so a query typed before the page's scripts start is read and searched when they
 * do; pressing Enter before then opens the search page. Without JavaScript the box is hidden (CSS).
 */
export function SiteSearch({ fallback, onSearchPage = false }: SiteSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const all = useRef<Results['results']>([]);
  const ticket = useRef(0);
  const focusFrom = useRef<number | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const search = async (query: string) => {
    const term = query.trim();
    const mine = ++ticket.current;
    if (onSearchPage) window.history.replaceState(null, '', `${basePath}${searchPagePath(term)}`);
    if (!term) return setState({ kind: 'idle' });
    setState((current) => (current.kind === 'results' ? current : { kind: 'searching', query: term }));
    try {
      const pagefind = await loadPagefind(basePath);
      const found = await pagefind.debouncedSearch(term, {}, DEBOUNCE_MS);
      if (!found || mine !== ticket.current) return;
      const hits = await hitsOf(found.results, 0);
      if (mine !== ticket.current) return;
      all.current = found.results;
      setState({ kind: 'results', query: term, total: found.results.length, hits });
    } catch {
      if (mine === ticket.current) setState({ kind: 'unavailable' });
    }
  };

  const prepare = () => {
    loadPagefind(basePath).catch(() => setState({ kind: 'unavailable' }));
  };

  const showMore = async () => {
    if (state.kind !== 'results') return;
    const more = await hitsOf(all.current, state.hits.length);
    focusFrom.current = state.hits.length;
    setState({ ...state, hits: [...state.hits, ...more] });
  };

  // Down from the box to the first result, and along the results with the arrow keys.
  const moveFocus = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('h2 a') ?? [])];
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    event.preventDefault();
    if (next < 0) input.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const fromAddress = onSearchPage ? new URLSearchParams(window.location.search).get(searchQueryParam) : null;
    if (fromAddress) box.value = fromAddress;
    // A query typed, or a focus given, before the scripts started: act on it now.
    if (box.value.trim()) void search(box.value);
    else if (document.activeElement === box) prepare();
    // Runs once, after hydration; search reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll<HTMLAnchorElement>('h2 a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [state]);

  const status =
    state.kind === 'searching'
      ? copy.loading
      : state.kind === 'unavailable'
        ? copy.unavailable
        : state.kind === 'results'
          ? state.total === 0
            ? fillCopy(copy.noMatch, { query: state.query })
            : fillCopy(state.total === 1 ? copy.countOne : copy.countMany, { count: state.total, query: state.query })
          : '';
  const helpless = state.kind === 'unavailable' || (state.kind === 'results' && state.total === 0);

  return (
    <div className={styles.search}>
      {/* A real form: before the scripts start, Enter opens the search page with the query. */}
      <form
        role="search"
        action={`${basePath}${searchPagePath()}`}
        method="get"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void search(input.current?.value ?? '');
        }}
      >
        <label htmlFor="blog-search" className={styles.label}>
          {copy.label}
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id="blog-search"
            className={styles.input}
            type="search"
            name={searchQueryParam}
            placeholder={copy.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            onFocus={prepare}
            onKeyDown={moveFocus}
            onChange={(event) => void search(event.target.value)}
          />
          <button type="submit" className={styles.submit}>
            {copy.submit}
          </button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {helpless ? fallback : null}
      {state.kind === 'results' && state.hits.length > 0 ? (
        <>
          <ol ref={list} className={styles.results} aria-label={copy.resultsLabel}>
            {state.hits.map((hit) => (
              <li key={hit.url} className={styles.result}>
                <h2 className={styles.title}>
                  <AppLink href={hit.url} onKeyDown={moveFocus}>
                    {hit.title}
                  </AppLink>
                </h2>
                <p className={styles.excerpt}>
                  {hit.excerpt.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
                </p>
                <p className={styles.facts}>
                  {hit.date ? <time dateTime={hit.date}>{formatPostDate(hit.date)}</time> : null}
                  {hit.topics.length > 0 ? (
                    <span>
                      <span className="visually-hidden">{copy.topicsLabel}: </span>
                      {hit.topics.join(', ')}
                    </span>
                  ) : null}
                </p>
              </li>
            ))}
          </ol>
          {state.hits.length < state.total ? (
            <button type="button" className={styles.more} onClick={() => void showMore()}>
              {copy.moreResults}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
