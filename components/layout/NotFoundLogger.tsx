'use client';

import { useEffect } from 'react';

/** Reports the missing path so broken inbound links show up in the browser console and logs. */
export function NotFoundLogger() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
