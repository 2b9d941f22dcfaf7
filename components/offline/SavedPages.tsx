'use client';

import { useEffect, useState } from 'react';
import { offlinePage } from '@/content/offline';
import { CACHE_PREFIX, pageTitleOf, seenPagePaths } from '@/lib/offline-routes';
import styles from './OfflinePage.module.css';

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

type SavedPage = { path: string; title: string };

/** The pages the service worker kept (their HTML), with their titles, newest build's caches only. */
async function savedPages(siteName: string): Promise<SavedPage[]> {
  if (typeof caches === 'undefined') return [];
  const names = (await caches.keys()).filter((name) => name.startsWith(`${CACHE_PREFIX}-pages-`));
  const pages: SavedPage[] = [];
  for (const name of names) {
    const cache = await caches.open(name);
    const requests = await cache.keys();
    for (const path of seenPagePaths(
      requests.map((request) => request.url),
      basePath,
      offlinePage.path,
    )) {
      if (pages.some((page) => page.path === path)) continue;
      const response = await cache.match(`${basePath}${path}`, { ignoreVary: true });
      const title = response ? pageTitleOf(await response.text(), siteName) : null;
      pages.push({ path, title: title ?? path });
    }
  }
  return pages;
}

/**
 * The list of pages this device can open offline. Plain links, not the router's: a page opened from
 * here loads as a whole from the worker's cache, as a reload would, whatever payloads it kept.
 */
export function SavedPages({ siteName }: { siteName: string }) {
  const [pages, setPages] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    let current = true;
    savedPages(siteName)
      .catch(() => [])
      .then((found) => current && setPages(found));
    return () => {
      current = false;
    };
  }, [siteName]);

  if (pages === null) return <p className={styles.text}>{offlinePage.seenPagesLoading}</p>;
  if (pages.length === 0) return <p className={styles.text}>{offlinePage.seenPagesNone}</p>;
  return (
    <ul className={styles.pages} aria-label={offlinePage.seenPagesTitle}>
      {pages.map((page) => (
        <li key={page.path}>
          <a href={`${basePath}${page.path}`}>{page.title}</a>
        </li>
      ))}
    </ul>
  );
}
