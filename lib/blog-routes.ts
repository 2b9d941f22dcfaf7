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

export type BlogRoute = { kind: 'list'; page: number } | { kind: 'post'; slug: string };

export function routeSegments(route: BlogRoute): string[] {
  if (route.kind === 'post') return [route.slug];
  return route.page === 1 ? [] : ['page', String(route.page)];
}

const PAGE_NUMBER = /^[1-9]\d*$/;

/** The view for a URL's segments after /blog/, or null when no view has that address. */
export function routeFromSegments(segments: readonly string[] | undefined): BlogRoute | null {
  const [first, second, ...rest] = segments ?? [];
  if (first === undefined) return { kind: 'list', page: 1 };
  if (first === 'page') {
    if (second === undefined || rest.length > 0 || !PAGE_NUMBER.test(second) || second === '1') return null;
    return { kind: 'list', page: Number(second) };
  }
  return second === undefined ? { kind: 'post', slug: first } : null;
}
