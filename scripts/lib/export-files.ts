/**
 * The static export as the scripts see it: where it is, which files it holds, and the route a
 * visitor reaches each page at. The post-build step, the budget and link checks and the server
 * all read the export through this module, so they agree on what a page is.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, relative, resolve, sep } from 'node:path';
import { fail, readCommandLine } from './cli';

/**
 * The export a command works on: `--dir`, else EXPORT_DIR (as the build wrote it), else out/;
 * and the base path it was built under (BASE_PATH, as in next.config.mjs), without a trailing slash.
 * Fails with a clear message when there is no export there.
 */
export function exportLocation(command: string, dirOption: string | undefined): { dir: string; basePath: string } {
  const location = exportTarget(dirOption);
  if (!existsSync(join(location.dir, 'index.html')))
    fail(command, `no static export in ${location.dir}; run "npm run build" first`);
  return location;
}

/** Where the export is or will be written, and its base path, as exportLocation reads them; whether it exists yet or not. */
export function exportTarget(dirOption?: string): { dir: string; basePath: string } {
  return {
    dir: resolve(dirOption ?? (process.env.EXPORT_DIR || 'out')),
    basePath: (process.env.BASE_PATH || '').replace(/\/+$/, ''),
  };
}

/** The export for a command whose only option is `--dir`. */
export function exportFromCommandLine(command: string): { dir: string; basePath: string } {
  const { values } = readCommandLine(command, { options: { dir: { type: 'string' } } });
  return exportLocation(command, values.dir);
}

/** Every file under `dir` whose name ends in `extension` (e.g. '.html'), at any depth, sorted by path. */
export function exportFiles(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Route of an exported page: out/about/index.html -> /about/, out/404.html -> /404.html. */
export function routeOf(file: string, dir: string): string {
  const path = `/${relative(dir, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/**
 * The file a host answers a site path with (`/about/` -> about/index.html), or null for a 404:
 * nothing outside `root` (an absolute path), and no host configuration (_headers, .nojekyll), which
 * the host reads and never serves, as on Netlify and Cloudflare.
 */
export function hostedFile(root: string, pathname: string): string | null {
  if (pathname === '/_headers' || pathname.split('/').some((segment) => segment.startsWith('.'))) return null;
  const target = normalize(join(root, pathname));
  if (target !== root && !target.startsWith(root + sep)) return null;
  if (existsSync(target) && statSync(target).isFile()) return target;
  const index = join(target, 'index.html');
  return existsSync(index) ? index : null;
}

/**
 * The export file a URL of a page names (`/base/_next/a.css?v=1` -> <dir>/_next/a.css, whether it
 * exists or not): null for another origin, undefined for a path outside the base path.
 */
export function exportFileOf(url: string, { dir, basePath }: { dir: string; basePath: string }): string | null | undefined {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return null;
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith(`${basePath}/`)) return undefined;
  return join(dir, decodeURIComponent(pathname.slice(basePath.length)));
}

/** Home first, then alphabetical, the 404 page last. */
const byRoute = (a: string, b: string) => Number(a.endsWith('.html')) - Number(b.endsWith('.html')) || a.localeCompare(b);

/**
 * The pages a visitor lands on, in route order. Next writes copies of 404.html into 404/ and
 * _not-found/ for its own use; they get a policy like every HTML file but are not pages of their own.
 */
export function exportPages(dir: string): string[] {
  return exportFiles(dir, '.html')
    .filter((file) => !/(^|[\\/])(404|_not-found)[\\/]index\.html$/.test(relative(dir, file)))
    .sort((a, b) => byRoute(routeOf(a, dir), routeOf(b, dir)));
}

/**
 * The pages the public meets: every page but the CMS at /admin/ (scripts/build/cms.ts), an
 * editors' tool whose weight is its own affair. The budgets measure these; the link check, every page.
 */
export function publicPages(dir: string): string[] {
  return exportPages(dir).filter((file) => !routeOf(file, dir).startsWith('/admin/'));
}

/**
 * A short fingerprint of what a visitor loads from the export (its pages, scripts and styles):
 * equal for two builds of the same source, so runs of a benchmark can be pooled. Next names each
 * build with a random id, which pages carry in their payload and so in their policy's script
 * hashes; both are left out.
 */
export function exportDigest(dir: string): string {
  const staticDir = join(dir, '_next', 'static');
  const buildIds = existsSync(staticDir)
    ? readdirSync(staticDir).filter((name) => !['chunks', 'media', 'css'].includes(name))
    : [];
  const steady = (text: string) =>
    buildIds.reduce((result, id) => result.replaceAll(id, 'BUILD_ID'), text).replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-'");
  const files = ['.html', '.js', '.css']
    .flatMap((extension) => exportFiles(dir, extension))
    .map((file) => ({ file, name: steady(relative(dir, file)) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hash = createHash('sha256');
  for (const { file, name } of files) hash.update(`${name}\0`).update(steady(readFileSync(file, 'utf8')));
  return hash.digest('hex').slice(0, 12);
}
