/**
 * The blog's search: where its page and index live, which pages search, and the small part of
 * Pagefind's browser API the search box uses. The index is written by
 * scripts/build/search-index.ts after the build; the box loads it only when a reader starts to search.
 */
/** The folder of the export that holds the index and Pagefind's script. */
export const searchIndexFolder = 'pagefind';

/** The query's name in the search page's address: /blog/search/?q=visa. */
export const searchQueryParam = 'q';

/** The search page, with a query when one is given (an address a reader can share). */
export function searchPagePath(query = ''): string {
  const trimmed = query.trim();
  return trimmed ? `/blog/search/?${new URLSearchParams({ [searchQueryParam]: trimmed })}` : '/blog/search/';
}

/** One stretch of an excerpt: plain text, or words that matched the query. */
export type ExcerptPart = { text: string; marked: boolean };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Pagefind's excerpt (escaped text with `<mark>` around the matched words) as parts to render as
 * text: nothing from the index is ever written into the page as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  excerpt.split(/(<mark>[\s\S]*?<\/mark>)/i).forEach((piece) => {
    const marked = /^<mark>/i.test(piece);
    const text = decodeEntities((marked ? piece.slice(6, -7) : piece).replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, marked });
  });
  return parts;
}

/** What a result shows: its kind, the page's address (under the site root), title, date, topics and excerpt. */
export type SearchHit = {
  /**
   * What kind of page a result is, in the words its page marks itself with (a trip's
   * `data-pagefind-meta="kind:Trip"`, a guide's "Visa guide", from each collection's copy); a
   * post needs no mark, and the box calls it a post.
   */
  kind?: string;
  url: string;
  title: string;
  date?: string;
  topics: string[];
  excerpt: ExcerptPart[];
};

/** The fields of a Pagefind result's data the box reads. */
export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
};

export function hitFromResult(data: PagefindResultData): SearchHit {
  const date = data.meta.date;
  return {
    ...(data.meta.kind ? { kind: data.meta.kind } : {}),
    url: data.url,
    title: data.meta.title ?? data.url,
    ...(date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {}),
    topics: data.filters?.topic ?? [],
    excerpt: excerptParts(data.excerpt),
  };
}

/** The part of Pagefind's browser API (pagefind.js) the box uses. */
export type Pagefind = {
  options(options: { baseUrl?: string; excerptLength?: number; noWorker?: boolean; metaCacheTag?: string }): Promise<void>;
  init(): Promise<void>;
  /** Resolves to null when a later call superseded this one. */
  debouncedSearch(
    term: string,
    options?: object,
    debounceMs?: number,
  ): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
};

/** The index's entry file (pagefind-entry.json): one meta file and one engine per language. */
export type PagefindEntry = { languages?: Record<string, { hash: string; wasm?: string | null; page_count: number }> };

/**
 * The files Pagefind fetches after its entry, for a page in `lang`, chosen as Pagefind chooses
 * (the exact language, else its first part, else the language with the most pages).
 */
export function indexFilesFor(entry: PagefindEntry, lang: string): string[] {
  const languages = entry.languages ?? {};
  const code = lang.toLowerCase();
  const index =
    languages[code] ??
    languages[code.split('-')[0] ?? ''] ??
    Object.values(languages).sort((a, b) => b.page_count - a.page_count)[0];
  return index ? [`pagefind.${index.hash}.pf_meta`, `wasm.${index.wasm || 'unknown'}.pagefind`] : [];
}

/**
 * Pagefind asks for its entry with a cache-busting value; one per page view, shared with the early
 * fetch below, keeps a new build's index from ever being read against an old entry.
 */
const entryCacheTag = String(Date.now());

const folderOf = (basePath: string) => `${basePath}/${searchIndexFolder}/`;

let loading: Promise<Pagefind> | null = null;

/**
 * Loads Pagefind's script from the export, once. `basePath` is the site's (NEXT_PUBLIC_BASE_PATH).
 * A failed load is forgotten, so the reader's next attempt tries again.
 */
export function loadPagefind(basePath: string): Promise<Pagefind> {
  loading ??= (async () => {
    const url = `${folderOf(basePath)}pagefind.js`;
    // Not bundled: the file is written after the build, and it is fetched only when needed.
    const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as Pagefind;
    await pagefind.options({
      // Pagefind would prefix results with the folder it was loaded from (the base path included);
      // '/' keeps them addresses under the site root (/blog/<slug>/), and the links add the base path.
      baseUrl: '/',
      excerptLength: 24,
      // On the page itself: a worker costs its own script and a round trip before it asks for
      // anything, and could not use the files fetched early below. A blog's index is small
      // (docs/decisions/0007-pagefind-on-the-page-without-a-worker.md).
      noWorker: true,
      metaCacheTag: entryCacheTag,
    });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

let warming = false;

/**
 * Starts everything a first search needs at the reader's first sign of searching (a touch on the
 * box, its focus), in parallel instead of one after another: Pagefind's script, and its entry, so
 * that the meta file and the engine (WebAssembly, most of a first query's bytes) are already on
 * their way (preloaded, which Pagefind's own fetches then take) when the script asks for them. On
 * slow 4G that saves two round trips (docs/decisions/0007-pagefind-on-the-page-without-a-worker.md).
 */
export function warmSearch(basePath: string): void {
  if (warming) return;
  warming = true;
  loadPagefind(basePath).catch(() => undefined); // the panel reports a failure when it searches
  const folder = folderOf(basePath);
  fetch(`${folder}pagefind-entry.json?ts=${entryCacheTag}`)
    .then((response) => (response.ok ? (response.json() as Promise<PagefindEntry>) : {}))
    .then((entry) => {
      for (const file of indexFilesFor(entry, document.documentElement.lang)) {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'fetch';
        link.crossOrigin = 'anonymous';
        link.href = folder + file;
        document.head.append(link);
      }
    })
    .catch(() => {
      warming = false;
    });
}
