/** Page arithmetic for the post list. Pages are numbered from 1. */

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

export type PageLink = number | 'gap';

/**
 * The page numbers a pagination bar shows: always the first and last, the current page and its
 * neighbours, and a gap where numbers are skipped. Its length is bounded, so the list page's size
 * stays the same however many posts there are.
 */
export function pageLinks(current: number, total: number, neighbours = 1): PageLink[] {
  const shown = new Set([1, total]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((page, index): PageLink[] => {
    const previous = pages[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A gap of one page is shown as that page: "1 2 3" reads better than "1 … 3".
    return page === previous + 2 ? [previous + 1, page] : ['gap', page];
  });
}
