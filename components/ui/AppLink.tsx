import Link from 'next/link';
import type { ComponentPropsWithoutRef } from 'react';
import { isExternalHref } from '@/lib/links';

type AppLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/**
 * The one place that decides how a link behaves: internal routes go through next/link
 * (prefetch, client navigation, basePath); external ones open a new tab without leaking
 * `window.opener` or the referrer; tel:, mailto: and fragments are plain anchors.
 */
export function AppLink({ href, children, ...rest }: AppLinkProps) {
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
