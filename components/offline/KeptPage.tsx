'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { offlinePage, serviceWorkerTuning } from '@/content/offline';
import { isPagesCache, pagePayloadOf } from '@/lib/offline-routes';
import styles from './OfflinePage.module.css';

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
/** The address last opened from its kept payload, and when: one attempt per address at a time. */
const ATTEMPT_KEY = 'travel-orchard-kept-page';

/** Whether the worker kept this page's whole payload (a page reached by a tap), in any of its page caches. */
async function payloadKept(path: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  for (const name of await caches.keys()) {
    if (!isPagesCache(name)) continue;
    if (await (await caches.open(name)).match(pagePayloadOf(path), { ignoreVary: true })) return true;
  }
  return false;
}

/** Whether this document was reloaded: the visitor's own ask (or, should a browser count it so, Next's whole load). */
function reloaded(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload';
}

type Attempt = { path: string; at: number; reloadTried?: boolean };

/**
 * True the first time in a while for `path`, and once more in that while when the visitor reloads:
 * a page that cannot be drawn from what is kept is not tried again and again, and a post opened
 * offline by its address, then reloaded, is drawn again (it showed the offline page). At most two
 * attempts per address in keptPageRetryMs, whatever a browser calls Next's whole load.
 */
function mayAttempt(path: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(ATTEMPT_KEY) ?? 'null') as Attempt | null;
    const recent = last !== null && last.path === path && Date.now() - last.at < serviceWorkerTuning.keptPageRetryMs;
    if (!recent) {
      sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ path, at: Date.now() } satisfies Attempt));
      return true;
    }
    if (!reloaded() || last.reloadTried) return false;
    sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ ...last, reloadTried: true } satisfies Attempt));
    return true;
  } catch {
    return false;
  }
}

/**
 * The service worker answers a page whose HTML it does not have with the offline page, at the
 * page's own address. When it kept the page's React payload (the visitor reached the page by a tap),
 * this draws the page from it in place, as Next draws a tap: the router asks for the address's payload
 * again and the worker answers from the device. So a reload offline shows the page read, and a tap
 * never costs a second download of the page as HTML (docs/decisions/0060). Should the page fail to
 * draw, Next loads the address whole, the worker answers with this page again, and it stays.
 */
export function KeptPage() {
  const router = useRouter();
  const [opening, setOpening] = useState(false);
  useEffect(() => {
    const path = window.location.pathname;
    if (path === `${basePath}${offlinePage.path}`) return;
    let current = true;
    payloadKept(path)
      .catch(() => false)
      .then((kept) => {
        if (!current || !kept || !mayAttempt(path)) return;
        setOpening(true);
        router.refresh();
      });
    return () => {
      current = false;
    };
  }, [router]);

  return opening ? (
    <p className={styles.text} role="status">
      {offlinePage.openingKept}
    </p>
  ) : null;
}
