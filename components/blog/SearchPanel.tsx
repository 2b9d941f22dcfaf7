'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { analyticsEvents, analyticsTuning } from '@/content/analytics';
import { blog } from '@/content/blog';
import { offlineSearch } from '@/content/offline';
import { countEvent } from '@/lib/analytics-events';
import { fillCopy } from '@/lib/copy';
import { localDate } from '@/lib/local-dates';
import { hitFromResult, loadPagefind, searchPagePath, type Pagefind, type SearchHit } from '@/lib/search';
import styles from './SiteSearch.module.css';
import { basePath, withBasePath } from '@/lib/links';

type SearchPanelProps = {
  /** SiteSearch's box, which this panel listens to. */
  input: RefObject<HTMLInputElement | null>;
  onSearchPage: boolean;
  /** Writes into SiteSearch's status region (the count, no match, unavailable). */
  onStatus: (text: string) => void;
  fallback: ReactNode;
};

type Results = NonNullable<Awaited<ReturnType<Pagefind['debouncedSearch']>>>['results'];
type State =
  | { kind: 'idle' }
  | { kind: 'searching'; query: string }
  | { kind: 'results'; query: string; total: number; hits: ShownHit[] }
  /** `offline`: the browser says it has no connection (docs/decisions/0060: search then runs on what this device kept). */
  | { kind: 'unavailable'; offline: boolean };

const copy = blog.search;
/** Results shown at first and added by "Show more": each costs one small fetch of its excerpt. */
const BATCH = 10;
const DEBOUNCE_MS = 120;

/** A result with its date in the visitor's locale, formatted off the main thread like the pages' dates. */
type ShownHit = SearchHit & { localDate?: string };

/** The browser knows it has no connection (it may not know: a phone with signal and no data says it is online). */
const offlineNow = () => typeof navigator !== 'undefined' && navigator.onLine === false;

async function hitsOf(results: Results, from: number): Promise<ShownHit[]> {
  // Offline, a result whose excerpt this device never kept cannot be shown; the others still are.
  const settled = await Promise.allSettled(
    results.slice(from, from + BATCH).map(async (result) => hitFromResult(await result.data())),
  );
  const hits = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  if (hits.length === 0 && settled.length > 0) throw new Error('no result could be read');
  // Asked for in one task, so one worker formats the whole batch.
  return Promise.all(hits.map(async (hit) => ({ ...hit, localDate: hit.date && (await localDate(hit.date)) })));
}

function statusOf(state: State): string {
  if (state.kind === 'searching') return copy.loading;
  if (state.kind === 'unavailable') return state.offline ? offlineSearch.unavailable : copy.unavailable;
  if (state.kind === 'idle') return '';
  if (state.total === 0) return fillCopy(copy.noMatch, { query: state.query });
  return fillCopy(state.total === 1 ? copy.countOne : copy.countMany, { count: state.total, query: state.query });
}

/**
 * The search behind SiteSearch's box, loaded when the reader starts: Pagefind (loaded once, from
 * the export), results as they type, each a link with the title, an excerpt whose matched words
 * are marked (as text, never as HTML), the date and topics; ten at a time. The arrow keys move
 * between the box and the results.
 */
export function SearchPanel({ input, onSearchPage, onStatus, fallback }: SearchPanelProps) {
  const list = useRef<HTMLOListElement>(null);
  const all = useRef<Results>([]);
  const ticket = useRef(0);
  const focusFrom = useRef<number | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const moveFocus = (event: { key: string; preventDefault(): void }) => {
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
    const search = async () => {
      const term = box.value.trim();
      const mine = ++ticket.current;
      if (onSearchPage) window.history.replaceState(null, '', withBasePath(searchPagePath(term)));
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
        if (mine === ticket.current) setState({ kind: 'unavailable', offline: offlineNow() });
      }
    };
    const onKey = (event: globalThis.KeyboardEvent) => moveFocus(event);
    const onSubmit = () => void search();
    // Fetch Pagefind while the reader is still typing; a query already in the box is searched now.
    if (box.value.trim()) void search();
    else loadPagefind(basePath).catch(() => setState({ kind: 'unavailable', offline: offlineNow() }));
    box.addEventListener('input', search);
    box.addEventListener('keydown', onKey);
    box.form?.addEventListener('submit', onSubmit);
    return () => {
      box.removeEventListener('input', search);
      box.removeEventListener('keydown', onKey);
      box.form?.removeEventListener('submit', onSubmit);
    };
    // Set up once: the box and the page do not change while the panel lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => onStatus(statusOf(state)), [state, onStatus]);

  // Analytics (lib/analytics-events.ts): a search counts once its results have stood a moment (not
  // each keystroke's), once per query, and says whether it found anything; never its words.
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!process.env.NEXT_PUBLIC_ANALYTICS_HOST || state.kind !== 'results' || counted.current === state.query) return;
    const { query, total } = state;
    const timer = window.setTimeout(() => {
      counted.current = query;
      countEvent(analyticsEvents.search, { results: total > 0 ? 'some' : 'none' });
    }, analyticsTuning.searchSettleMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll<HTMLAnchorElement>('h2 a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [state]);

  const showMore = async () => {
    if (state.kind !== 'results') return;
    const more = await hitsOf(all.current, state.hits.length);
    focusFrom.current = state.hits.length;
    setState({ ...state, hits: [...state.hits, ...more] });
  };

  if (state.kind === 'unavailable' || (state.kind === 'results' && state.total === 0)) return fallback;
  if (state.kind !== 'results') return null;
  return (
    <>
      <ol ref={list} className={styles.results} aria-label={copy.resultsLabel}>
        {state.hits.map((hit) => (
          <li key={hit.url} className={styles.result}>
            <h2 className={styles.title}>
              <AppLink href={hit.url} onKeyDown={(event: KeyboardEvent) => moveFocus(event)}>
                {hit.title}
              </AppLink>
            </h2>
            <p className={styles.excerpt}>
              {hit.excerpt.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
            </p>
            <p className={styles.facts}>
              <span className={styles.kind}>{hit.kind ?? copy.postKind}</span>
              {hit.localDate ? <time dateTime={hit.date}>{hit.localDate}</time> : null}
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
  );
}
