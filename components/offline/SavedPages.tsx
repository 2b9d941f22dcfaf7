'use client';

import { useEffect, useState } from 'react';
import { offlinePage } from '@/content/offline';
import { isPagesCache, pagePayloadOf, pageTitleOf, pageTitleOfPayload, seenPagePaths } from '@/lib/offline-routes';
import styles from './OfflinePage.module.css';

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

type SavedPage = { path: string; title: string };

/** The pages the service worker kept (their HTML or, for a page reached by a tap, its payload), with their titles. */
async function savedPages(siteName: string): Promise<SavedPage[]> {
  if (typeof caches === 'undefined') return [];
  const names = (await caches.keys()).filter(isPagesCache);
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
      const html = await cache.match(`${basePath}${path}`, { ignoreVary: true });
      const payload = html ? null : await cache.match(`${basePath}${pagePayloadOf(path)}`, { ignoreVary: true });
      const title = html
        ? pageTitleOf(await html.text(), siteName)
        : payload
          ? pageTitleOfPayload(await payload.text(), siteName)
          : null;
      pages.push({ path, title: title ?? path });
    }
  }
  return pages;
}

/**
 * The list of pages this device can open offline. Plain links, not the router's: a page opened from
 * here loads as a reload would, from its kept HTML or, for a page reached by a tap, drawn from its
 * kept payload (./KeptPage.tsx).
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
