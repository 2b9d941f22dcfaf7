/**
 * The blog's addresses, and the reverse: which view a URL under /blog/ shows. All blog pages are
 * one optional catch-all route (app/blog/[[...segments]]) because Next's static export refuses a
 * dynamic route with nothing to generate, and the list's first page is always there to generate.
 */

export function postPath(slug: string): string {
  return `/blog/${slug}/`;
}

/** Page 1 of the list is /blog/ itself; /blog/page/1/ is never generated, so there is one address per page. */
export function listPagePath(page: number): string {
  return page === 1 ? '/blog/' : `/blog/page/${page}/`;
}

/** The index of topics. */
export function topicsPath(): string {
  return '/blog/topics/';
}

/** A topic's posts, paginated like the list: /blog/topics/europe/, then /blog/topics/europe/page/2/. */
export function topicPagePath(topic: string, page = 1): string {
  return page === 1 ? `/blog/topics/${topic}/` : `/blog/topics/${topic}/page/${page}/`;
}

/** A topic's RSS feed (app/blog/topics/[topic]/feed.xml). */
export function topicFeedPath(topic: string): string {
  return `/blog/topics/${topic}/feed.xml`;
}

export type BlogRoute =
  | { kind: 'list'; page: number }
  | { kind: 'post'; slug: string }
  | { kind: 'topics' }
  | { kind: 'topic'; topic: string; page: number };

function pageSegments(page: number): string[] {
  return page === 1 ? [] : ['page', String(page)];
}

export function routeSegments(route: BlogRoute): string[] {
  if (route.kind === 'post') return [route.slug];
  if (route.kind === 'topics') return ['topics'];
  if (route.kind === 'topic') return ['topics', route.topic, ...pageSegments(route.page)];
  return pageSegments(route.page);
}

const PAGE_NUMBER = /^[1-9]\d*$/;

/** The page number in `['page', 'N']`, 1 for no segments, null for anything else (including /page/1/). */
function pageFromSegments(segments: readonly string[]): number | null {
  const [first, second, ...rest] = segments;
  if (first === undefined) return 1;
  if (first !== 'page' || second === undefined || rest.length > 0 || !PAGE_NUMBER.test(second) || second === '1') return null;
  return Number(second);
}

/** The view for a URL's segments after /blog/, or null when no view has that address. */
export function routeFromSegments(segments: readonly string[] | undefined): BlogRoute | null {
  const [first, second, ...rest] = segments ?? [];
  if (first === undefined || first === 'page') {
    const page = pageFromSegments(segments ?? []);
    return page === null ? null : { kind: 'list', page };
  }
  if (first === 'topics') {
    if (second === undefined) return { kind: 'topics' };
    const page = pageFromSegments(rest);
    return page === null ? null : { kind: 'topic', topic: second, page };
  }
  return second === undefined ? { kind: 'post', slug: first } : null;
}
