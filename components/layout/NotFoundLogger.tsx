'use client';

import { useEffect } from 'react';
import { analyticsEvents } from '@/content/analytics';
import { countEvent } from '@/lib/analytics-events';

/** Reports the missing path so broken inbound links show up in the browser console and logs. */
export function NotFoundLogger() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
    // Analytics (lib/analytics-events.ts): the missing path, as the provider's 404 goal reads it.
    if (process.env.NEXT_PUBLIC_ANALYTICS_HOST) countEvent(analyticsEvents.notFound, { path: window.location.pathname });
  }, []);
  return null;
}
