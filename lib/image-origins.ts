import { allowedImageOrigins, localPhotoFolder } from '@/content/image-origins';

export { allowedImageOrigins, localPhotoFolder };

/**
 * The one rule for photos: an image URL is allowed when it is https and its origin is exactly one
 * of content/image-origins.ts. The post schema, the markdown sanitizer, the image loader, the
 * CMS's image field and the Content-Security-Policy (scripts/build/csp.ts) all ask
 * this, so a photo the build accepts is never one the visitor's browser blocks.
 */

/** The hosts as an editor reads them in an error or a hint: "images.unsplash.com". */
export const allowedImageHosts: string = allowedImageOrigins.map((origin) => new URL(origin).host).join(', ');

/**
 * Exact origin comparison, so a look-alike (`images.unsplash.com.evil.example`), plain http, another
 * port or user-info tricks (`https://images.unsplash.com@evil.example/`) never pass.
 */
export function isAllowedImageUrl(value: string, origins: readonly string[] = allowedImageOrigins): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.username === '' && url.password === '' && origins.includes(url.origin);
}

/** True for a site-relative path (`/images/x.png`), which the site serves itself and the CSP allows as 'self'. */
export function isSiteRelative(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * An own photo: a site-relative path to a file in the local photo folder (content/image-origins.ts),
 * with no way out of it (`..`, `//`, a backslash) and no query or fragment.
 */
export function isLocalPhotoPath(value: string): boolean {
  if (!value.startsWith(localPhotoFolder) || value.length === localPhotoFolder.length) return false;
  const rest = value.slice(localPhotoFolder.length);
  return !/[?#\\]/.test(rest) && !rest.split('/').some((part) => part === '' || part === '.' || part === '..');
}

/** A photo the site may show anywhere (a post's photo, a page's photo): on an allowed host, or an own photo. */
export function isAllowedPhoto(value: string): boolean {
  return isAllowedImageUrl(value) || isLocalPhotoPath(value);
}

/**
 * The CMS photo field's pattern: an allowed image URL, or a path in the local folder with the same
 * limits as isLocalPhotoPath (no empty, `.` or `..` part, no query, fragment or backslash).
 */
export function allowedPhotoPattern(origins: readonly string[] = allowedImageOrigins): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const part = '(?!\\.\\.?(?:/|$))[^/?#\\\\]+';
  return `^(?:(?:${origins.map(escape).join('|')})/\\S*|${escape(localPhotoFolder)}(?:${part}/)*${part})$`;
}
