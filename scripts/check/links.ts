/**
 * Link check over the whole static export, offline: every internal href and src (links, scripts,
 * styles, images, icons, canonical and social-card URLs) resolves to a file in the export, every
 * `#fragment` names an element on the target page, the url() assets of stylesheets and of inline
 * `<style>` (resolved from the page, where scripts/build/critical-css.ts puts them) exist, root-relative
 * URLs stay under the base path, and links that open a new tab cannot reach back to this one.
 *
 *   npx tsx scripts/check/links.ts [--dir out]      (EXPORT_DIR and BASE_PATH as for the build)
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isEntryPoint } from '../lib/cli';
import { exportFiles, exportFromCommandLine, hostedFile, routeOf } from '../lib/export-files';
import { scanTags, type Tag } from '../lib/html';

/** Where an internal URL leads: outside the site, nowhere (and why), or to a file and fragment of the export. */
export type Resolved = { external: true } | { error: string } | { file: string; fragment: string };

/** The URLs a tag points at, with the attribute each came from. */
export function tagUrls({ name, attributes: a }: Tag): { attribute: string; url: string }[] {
  const urls: { attribute: string; url: string }[] = [];
  const add = (attribute: string) => {
    const url = a[attribute];
    if (url !== undefined) urls.push({ attribute, url: url.trim() });
  };
  if (['a', 'area', 'link'].includes(name)) add('href');
  if (['script', 'img', 'iframe', 'source', 'video', 'audio', 'track', 'embed'].includes(name)) add('src');
  if (name === 'video') add('poster');
  if (name === 'form') add('action');
  for (const attribute of ['srcset', 'imagesrcset']) {
    for (const candidate of a[attribute]?.split(/,\s+/) ?? [])
      urls.push({ attribute, url: candidate.trim().split(/\s+/)[0] ?? '' });
  }
  // Social cards: crawlers fetch these URLs, so they must exist too.
  if (name === 'meta' && /^(og:image|og:url|twitter:image)$/.test(a.property ?? a.name ?? '')) add('content');
  return urls.filter(({ url }) => url !== '');
}

/** The url() references of a piece of CSS, `data:` URLs and fragments left out. */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)]
    .map(([, raw = '']) => raw.trim())
    .filter((url) => url !== '' && !/^(data:|#)/.test(url));
}

/** Ids (and legacy anchor names) that a `#fragment` can target on this page. */
export function fragmentTargets(tags: Tag[]): Set<string> {
  const targets = new Set<string>();
  for (const { name, attributes } of tags) {
    if (attributes.id) targets.add(attributes.id);
    if (name === 'a' && attributes.name) targets.add(attributes.name);
  }
  return targets;
}

/** Problems with a link that opens a new browsing context. */
export function newTabProblem({ name, attributes: a }: Tag): string | null {
  if (name !== 'a' || (a.target ?? '').toLowerCase() !== '_blank') return null;
  const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
  return rel.includes('noopener') && rel.includes('noreferrer')
    ? null
    : `target="_blank" without rel="noopener noreferrer": ${a.href}`;
}

/** Where an internal URL leads: the file to serve and the fragment, or why it leads nowhere. */
export function resolveInternal(
  url: string,
  { pageUrl, basePath, dir }: { pageUrl: string; basePath: string; dir: string },
): Resolved {
  let target: URL;
  try {
    target = new URL(url, pageUrl);
  } catch {
    return { error: 'is not a valid URL' };
  }
  if (target.origin !== new URL(pageUrl).origin) return { external: true };
  const pathname = decodeURIComponent(target.pathname);
  if (!pathname.startsWith(`${basePath}/`)) return { error: `is outside the base path ${basePath}` };
  const file = hostedFile(dir, pathname.slice(basePath.length));
  if (!file) return { error: 'leads to nothing in the export' };
  return { file, fragment: target.hash ? decodeURIComponent(target.hash.slice(1)) : '' };
}

const LOCAL_ORIGIN = 'http://export.invalid';

/** The page's URL as a browser would see it, on a stand-in origin. */
function pageUrlOf(file: string, dir: string, basePath: string): string {
  return `${LOCAL_ORIGIN}${basePath}${routeOf(file, dir)}`;
}

/** The production site URL the export declares in its home page's canonical link, if any. */
function declaredSiteUrl(dir: string): string | null {
  const home = join(dir, 'index.html');
  if (!existsSync(home)) return null;
  const canonical = scanTags(readFileSync(home, 'utf8')).find((tag) => tag.name === 'link' && tag.attributes.rel === 'canonical');
  return canonical?.attributes.href ?? null;
}

export function checkLinks({ dir, basePath = '' }: { dir: string; basePath?: string }) {
  const problems: string[] = [];
  const pages = exportFiles(dir, '.html');
  const tagsOf = new Map(pages.map((file) => [file, scanTags(readFileSync(file, 'utf8'))]));
  const siteUrl = declaredSiteUrl(dir);
  const siteOrigin = siteUrl ? new URL(siteUrl).origin : null;
  // Without it every absolute URL to the site (canonical, social cards) would pass unchecked as another origin's.
  if (!siteUrl)
    problems.push(
      'index.html: expected the home page\'s <link rel="canonical"> (the site\'s address, which the canonical and social-card URLs are checked against) and found none',
    );
  let links = 0;
  let fragments = 0;

  for (const file of pages) {
    const page = relative(dir, file);
    const pageUrl = pageUrlOf(file, dir, basePath);
    for (const tag of tagsOf.get(file) ?? []) {
      const unsafe = newTabProblem(tag);
      if (unsafe) problems.push(`${page}: ${unsafe}`);
      // CSS in the page resolves against the page's URL, not a stylesheet's.
      for (const url of cssUrls(`${tag.name === 'style' ? (tag.text ?? '') : ''} ${tag.attributes.style ?? ''}`)) {
        const result = resolveInternal(url, { pageUrl, basePath, dir });
        if ('external' in result) continue;
        links++;
        if ('error' in result) problems.push(`${page}: url(${url}) in its CSS ${result.error}`);
      }
      for (const { url } of tagUrls(tag)) {
        if (/^(mailto|tel|data|blob|sms):/i.test(url)) continue;
        if (/^javascript:/i.test(url)) {
          problems.push(`${page}: javascript: URL in <${tag.name}>`);
          continue;
        }
        // The production origin counts as ours: canonical and social-card URLs point there.
        const local = siteOrigin && url.startsWith(siteOrigin) ? `${LOCAL_ORIGIN}${url.slice(siteOrigin.length)}` : url;
        const result = resolveInternal(local, { pageUrl, basePath, dir });
        if ('external' in result) continue;
        links++;
        if ('error' in result) {
          problems.push(`${page}: <${tag.name}> ${url} ${result.error}`);
          continue;
        }
        if (!result.fragment) continue;
        fragments++;
        const targetTags = tagsOf.get(result.file);
        if (!targetTags) problems.push(`${page}: ${url} has a #fragment but does not lead to a page`);
        else if (!fragmentTargets(targetTags).has(result.fragment)) {
          problems.push(`${page}: ${url}: no element with id "${result.fragment}" on ${relative(dir, result.file)}`);
        }
      }
    }
  }

  for (const css of exportFiles(dir, '.css')) {
    for (const raw of cssUrls(readFileSync(css, 'utf8'))) {
      if (/^https?:/.test(raw)) continue;
      links++;
      const target = raw.startsWith('/') ? join(dir, raw.slice(basePath.length)) : join(dirname(css), raw.split(/[?#]/)[0] ?? '');
      if (!existsSync(target)) problems.push(`${relative(dir, css)}: url(${raw}) leads to nothing in the export`);
    }
  }
  return { pages: pages.length, links, fragments, problems };
}

if (isEntryPoint(import.meta.url)) {
  const { dir, basePath } = exportFromCommandLine('check-links');
  const { pages, links, fragments, problems } = checkLinks({ dir, basePath });
  console.log(
    `Link check of ${relative(process.cwd(), dir) || '.'}${basePath ? ` under ${basePath}` : ''}: ${pages} pages, ${links} internal URLs, ${fragments} fragments.`,
  );
  if (problems.length) {
    // The shared header and footer repeat a broken link on every page: show it once, with a count.
    const grouped = new Map<string, string[]>();
    for (const problem of problems) {
      const key = problem.replace(/^[^:]+: /, '');
      grouped.set(key, [...(grouped.get(key) ?? []), problem]);
    }
    const lines = [...grouped.values()].map(
      (all) => `  - ${all[0]}${all.length > 1 ? ` (and ${all.length - 1} more pages)` : ''}`,
    );
    console.error(`${problems.length} broken or unsafe link(s):\n${lines.join('\n')}`);
    process.exit(1);
  }
  console.log('Every internal URL and fragment resolves; every new-tab link has rel="noopener noreferrer".');
}
