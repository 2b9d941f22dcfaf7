/**
 * The response headers of the static export, written as `out/_headers` (the format Netlify and
 * Cloudflare Pages read; scripts/serve/serve.ts applies the same file locally).
 *
 * Both hosts join the values of a header that several matching rules set, so each path gets its
 * Cache-Control from exactly one rule: hashed files under /_next/static/ and the photos' variants
 * (named by content hash, scripts/build/photos.ts) are cached for a year,
 * and every other top-level file or folder of the export (HTML, RSC payloads, sitemap, icons)
 * revalidates on each visit.
 */
import { photoVariantFolder } from '@/lib/local-photos';
import type { HeaderRule } from '../lib/headers-file';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Browser features the site never uses; an embedded frame cannot ask for them either. */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Headers every response carries. */
export function securityHeaders(contentSecurityPolicy: string): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', deniedFeatures.map((feature) => `${feature}=()`).join(', ')],
    // Two years, as the HSTS preload list asks; browsers ignore it on plain-HTTP localhost.
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    // For browsers that predate CSP frame-ancestors.
    ['X-Frame-Options', 'DENY'],
  ];
}

/**
 * Cross-Origin-Opener-Policy, set per folder rather than for `/*` because one folder needs another
 * value and both hosts join the values of matching rules: the CMS (/admin/) logs in to GitHub
 * through a popup that must message it back, which `same-origin` forbids.
 */
export const OPENER_POLICY = 'same-origin';
export const OPENER_POLICY_WITH_POPUPS = 'same-origin-allow-popups';

/**
 * The rules for an export whose top level holds `entries`, under the site-wide header policy (the
 * public pages'); `popupFolders` (the CMS) get the opener policy that lets a sign-in popup message
 * them back, and `folderPolicies` a header policy of their own in place of the site-wide one.
 *
 * Replacing, not adding: two policies both bind, so a second one could only narrow the first. The
 * folder's rule drops the site-wide header (`! Content-Security-Policy`, Cloudflare Pages) and sets
 * its own; Netlify skips the `!` line and gives a path the later rule's value of a header.
 */
export function headerRules(
  entries: { name: string; isDirectory: boolean }[],
  contentSecurityPolicy: string,
  { popupFolders = [], folderPolicies = {} }: { popupFolders?: string[]; folderPolicies?: Record<string, string> } = {},
): HeaderRule[] {
  const rules: HeaderRule[] = [{ pattern: '/*', headers: securityHeaders(contentSecurityPolicy) }];
  const opener: [string, string] = ['Cross-Origin-Opener-Policy', OPENER_POLICY];
  const revalidate = (pattern: string) => rules.push({ pattern, headers: [['Cache-Control', REVALIDATE], opener] });
  revalidate('/');
  for (const { name, isDirectory } of [...entries].sort((a, b) => a.name.localeCompare(b.name))) {
    // Host configuration files, not content.
    if (name === '_headers' || name === '_redirects' || name.startsWith('.')) continue;
    if (name === '_next' && isDirectory) {
      rules.push({ pattern: '/_next/static/*', headers: [['Cache-Control', IMMUTABLE], opener] });
      continue;
    }
    if (isDirectory && `/${name}/` === photoVariantFolder) {
      rules.push({ pattern: `/${name}/*`, headers: [['Cache-Control', IMMUTABLE], opener] });
      continue;
    }
    const ownPolicy = isDirectory ? folderPolicies[name] : undefined;
    if (isDirectory && (popupFolders.includes(name) || ownPolicy)) {
      // The CMS: its own policy and opener policy, and kept out of search results (its page also says noindex).
      rules.push({
        pattern: `/${name}/*`,
        ...(ownPolicy ? { unset: ['Content-Security-Policy'] } : {}),
        headers: [
          ...(ownPolicy ? [['Content-Security-Policy', ownPolicy] as [string, string]] : []),
          ['Cache-Control', REVALIDATE],
          popupFolders.includes(name) ? ['Cross-Origin-Opener-Policy', OPENER_POLICY_WITH_POPUPS] : opener,
          ['X-Robots-Tag', 'noindex'],
        ],
      });
      continue;
    }
    revalidate(isDirectory ? `/${name}/*` : `/${name}`);
  }
  return rules;
}

export function renderHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map(({ pattern, headers, unset = [] }) =>
    [pattern, ...unset.map((name) => `  ! ${name}`), ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Generated after each build from scripts/build/headers-rules.ts: edit that, not this file.\n${blocks.join('\n')}\n`;
}
