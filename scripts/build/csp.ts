/**
 * The Content-Security-Policy of the site, and the pure steps that fit it to each exported page:
 * hashing the page's inline scripts and writing the policy into a `<meta>` tag.
 *
 * Why a `<meta>` tag per page and not a header line per page: the policy travels with the file, so
 * it holds wherever the file is served from: 404.html answers any unknown path (a per-path header
 * rule could never carry its hashes), GitHub Pages cannot set headers at all, and Cloudflare Pages
 * caps `_headers` at 100 rules and 2,000 characters a line. A meta tag cannot carry
 * `frame-ancestors`, so `_headers` sends the site-wide part of the policy (see sitePolicy) as a
 * header for every response; the browser enforces both and a request must satisfy each.
 */
import { createHash } from 'node:crypto';
import { allowedImageOrigins } from '@/lib/image-origins';
import { site } from '@/content/site';
import { osmEmbedUrl } from '@/lib/map';
import { scanTags } from '../lib/html';

/** The directives of a policy, each with its sources in order. */
export type Directives = Record<string, string[]>;
/** Third-party origins a policy allows beyond our own. */
export type PolicyOptions = {
  imageOrigins?: string[];
  frameOrigins?: string[];
  /** The contact form's endpoint: connect-src and form-action. */
  connectOrigins?: string[];
  /** The analytics' provider (NEXT_PUBLIC_ANALYTICS_HOST): connect-src only, nothing in script-src. */
  analyticsOrigins?: string[];
};

/** Third-party origins the pages use: the photos' hosts, and the contact page's map embed. */
export const thirdPartyOrigins = {
  images: [...allowedImageOrigins],
  frames: [new URL(osmEmbedUrl(site.geo)).origin],
};

// Script types a browser executes; JSON-LD and other data blocks are never run, so CSP ignores them.
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/** The CSP source expression for a script body: `'sha256-<base64>'` of its UTF-8 bytes. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Hashes of every inline script the browser would execute, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const tag of scanTags(html)) {
    if (tag.name !== 'script' || 'src' in tag.attributes) continue;
    const type = (tag.attributes.type ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(sha256Source(tag.text ?? ''));
  }
  return [...hashes];
}

/** The origin of an absolute http(s) URL, or nothing for an unset or relative one. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
  } catch {
    return [];
  }
}

/**
 * The directives every response shares. `style-src` needs 'unsafe-inline': react-hot-toast
 * injects its CSS into a `<style>` element at run time (the pages' HTML has no style attribute:
 * components/ui/CdnImage.tsx). Style injection cannot run script, so scripts stay hash-only.
 * `connectOrigins` adds the contact form's endpoint when one is configured at build time, and
 * `analyticsOrigins` the analytics' provider, to which the page (and the service worker, under the
 * header's policy) only sends events: its script is the site's own `analytics.js`.
 */
export function sitePolicy({
  imageOrigins = [],
  frameOrigins = [],
  connectOrigins = [],
  analyticsOrigins = [],
}: PolicyOptions = {}): Directives {
  return {
    'img-src': ["'self'", 'data:', ...imageOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'connect-src': [...new Set(["'self'", ...connectOrigins, ...analyticsOrigins])],
    'frame-src': frameOrigins.length ? frameOrigins : ["'none'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...connectOrigins],
  };
}

/** The header policy: the shared directives plus `frame-ancestors`, which only a header can carry. */
export function headerPolicy(options?: PolicyOptions): Directives {
  return { ...sitePolicy(options), 'frame-ancestors': ["'none'"] };
}

/**
 * A page's policy, for its meta tag: everything else falls back to 'self', and scripts run only
 * from our origin or when their exact text is one of the page's inline-script hashes.
 * `'wasm-unsafe-eval'` lets the blog's search compile Pagefind's WebAssembly engine; it allows
 * compiling WebAssembly only, never `eval()` of script text.
 *
 * Every page gets it, not only the search pages: a meta policy binds the document, and a
 * client-side navigation keeps the document (and so the policy) of the first page of the visit.
 * Whatever any page reachable by the router needs, every page must allow; only the hashes of a
 * page's own inline scripts may differ, since they run on its own load alone
 * (docs/decisions/0020-one-content-security-policy-per-visit.md).
 */
export function pagePolicy(scriptHashes: string[], options?: PolicyOptions): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, "'wasm-unsafe-eval'"],
    ...sitePolicy(options),
  };
}

/** A rendered policy without some sources (e.g. a page's own script hashes), for comparing what remains. */
export function withoutSources(policy: string, sources: string[]): string {
  const drop = new Set(sources);
  return policy
    .split(/;\s*/)
    .map((directive) =>
      directive
        .split(' ')
        .filter((source) => !drop.has(source))
        .join(' '),
    )
    .join('; ');
}

/**
 * The pages whose policies differ from the first page's, with the directive that differs: empty
 * when every page a visitor can reach by client-side navigation shares one policy. A difference
 * would block, after a click, what the destination page allows when opened by its address.
 */
export function policyDifferences(policies: Map<string, string>): string[] {
  const [[firstPage, first] = ['', ''], ...rest] = [...policies];
  const directives = (policy: string) => new Map(policy.split(/;\s*/).map((part) => [part.split(' ')[0], part] as const));
  const expected = directives(first);
  return rest.flatMap(([page, policy]) => {
    if (policy === first) return [];
    const actual = directives(policy);
    const names = [...new Set([...expected.keys(), ...actual.keys()])].filter((name) => expected.get(name) !== actual.get(name));
    return [
      `${page}: ${names.map((name) => `"${actual.get(name) ?? `no ${name}`}"`).join(', ')} where ${firstPage} has ${names.map((name) => `"${expected.get(name) ?? `no ${name}`}"`).join(', ')}`,
    ];
  });
}

/** The parts of the CMS's generated config.yml that decide where it connects. */
export type CmsConfig = {
  backend?: { name?: string; api_root?: string; [setting: string]: unknown };
  local_backend?: { url?: string } | boolean;
  media_folder?: string;
};
/** What the CMS at /admin/ needs beyond the site's own sources. */
export type CmsSources = { connect: string[]; images: string[] };

/**
 * What the CMS at /admin/ needs beyond the site's own sources, read from its generated config.yml:
 * the GitHub API for the GitHub backend, the local backend (decap-server, only ever contacted when
 * /admin/ is opened on localhost), GitHub avatars, and blob: URLs for previews of uploads.
 */
export function cmsSources(config: CmsConfig | undefined): CmsSources {
  const connect: string[] = [];
  if (config?.backend?.name === 'github')
    connect.push(config.backend.api_root ? (originOf(config.backend.api_root)[0] ?? '') : 'https://api.github.com');
  const local = config?.local_backend;
  if (local && typeof local === 'object') connect.push(...originOf(local.url));
  // With a media library, Decap reads a just-uploaded photo back from its blob: URL.
  if (config?.media_folder) connect.push('blob:');
  return { connect: [...new Set(connect.filter(Boolean))], images: ['blob:', 'https://avatars.githubusercontent.com'] };
}

/** Adds sources to some directives of a policy, keeping the order and dropping repeats. */
export function widenPolicy(directives: Directives, extra: Directives): Directives {
  const widened = { ...directives };
  for (const [name, sources] of Object.entries(extra)) widened[name] = [...new Set([...(widened[name] ?? []), ...sources])];
  return widened;
}

/**
 * The CMS page's own policy (its meta tag), on /admin/ only. `'unsafe-eval'`: Decap validates its
 * configuration with ajv, which compiles the JSON schema into a function at run time. No inline
 * scripts, no frames from elsewhere (its preview pane is a same-document srcdoc frame).
 */
export function cmsPagePolicy(options: PolicyOptions, sources: CmsSources): Directives {
  return widenPolicy(
    { 'default-src': ["'self'"], 'script-src': ["'self'", "'unsafe-eval'"], ...sitePolicy({ ...options, frameOrigins: [] }) },
    { 'img-src': sources.images, 'connect-src': sources.connect },
  );
}

export function renderPolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/i;
const CHARSET_META = /<meta charSet="[^"]*"\/?>/i;

/** The policy in a page's meta tag, as the browser reads it, or nothing when the page has none. */
export function cspMetaOf(html: string): string | undefined {
  return html
    .match(CSP_META)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * The sources of one directive of a Content-Security-Policy (`undefined` when the policy has no such
 * directive), read as a browser splits it.
 */
export function directive(policy: string | null | undefined, name: string): string[] | undefined {
  return (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);
}

/**
 * Writes the policy into the page's `<head>`, ahead of every script and right after the charset
 * declaration (which must stay within the first 1,024 bytes). Running it again replaces the tag.
 */
export function withCspMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  if (CSP_META.test(html)) return html.replace(CSP_META, () => tag);
  const after = html.match(CHARSET_META) ?? html.match(/<head[^>]*>/i);
  if (after?.index === undefined) throw new Error('no <head> to put the Content-Security-Policy in');
  const at = after.index + after[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}
