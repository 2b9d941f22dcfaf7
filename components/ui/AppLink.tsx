import type { ComponentPropsWithoutRef } from 'react';
import { isExternalHref } from '@/lib/links';
import { IntentPrefetchLink } from './IntentPrefetchLink';

type AppLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/**
 * The one place that decides how a link behaves: internal routes go through next/link
 * (client navigation, basePath, prefetch on intent); external ones open a new tab without leaking
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
      <IntentPrefetchLink href={href} {...rest}>
        {children}
      </IntentPrefetchLink>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
