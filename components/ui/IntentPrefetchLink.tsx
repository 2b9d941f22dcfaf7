'use client';

import Link from 'next/link';
import { useState, type ComponentPropsWithoutRef } from 'react';

type IntentPrefetchLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/**
 * A next/link that prefetches its route only once the visitor shows intent (pointer over it,
 * keyboard focus, or a finger down), the pattern in Next's prefetching guide. By default Next
 * prefetches every linked route that scrolls into view: on a page with a header, a footer and
 * calls to action that is most of the site on every visit, paid for in mobile data and main-thread
 * time while the page is still loading.
 */
export function IntentPrefetchLink({ href, onMouseEnter, onFocus, onTouchStart, ...rest }: IntentPrefetchLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      href={href}
      // null restores Next's default prefetch for a static route.
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
}
