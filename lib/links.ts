/** Turns the agency's facts into the hrefs every contact link uses. */

/**
 * The site's base path (`BASE_PATH` at build time, e.g. `/travel-orchard` on GitHub Pages; empty at
 * a domain's root), inlined into the browser code by Next. For addresses next/link does not prefix:
 * fetches, images, scripts, plain forms and history entries.
 */
export const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** A site-relative path (`/blog/search/`) as the browser must ask for it, under the base path. */
export function withBasePath(path: string): string {
  return `${basePath}${path}`;
}

export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}

export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** The address a contact value opens: a phone number dials it, an e-mail address writes to it. */
export function contactHref(kind: 'tel' | 'mailto', value: string): string {
  return kind === 'tel' ? telHref(value) : mailtoHref(value);
}

export function whatsappHref(number: string, message: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** True for links that leave the site (and so open in a new tab); tel/mailto stay in place. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href) || href.startsWith('//');
}

/** True when `path` is the current route or, for sections, one of its children. */
export function isActivePath(current: string, path: string): boolean {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const here = normalise(current);
  const target = normalise(path);
  if (target === '/') return here === '/';
  return here === target || here.startsWith(`${target}/`);
}

/** The URL a route is served at in the export (`trailingSlash: true`): `/about` -> `/about/`. */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}
