/**
 * Runs after search-index (`npm run build`): writes the export's service worker, `<export>/sw.js`,
 * bundled by esbuild from lib/service-worker.worker.ts (Serwist), with the build's version, the base
 * path and the precache list (@serwist/build's getManifest over the export): the offline page and
 * the files its HTML names, nothing else (docs/decisions/0060). With NEXT_PUBLIC_SERVICE_WORKER=off
 * it writes the kill switch instead (lib/service-worker-off.worker.ts, docs/deploy.md).
 *
 *   npx tsx scripts/build/service-worker.ts [--dir out]      (BASE_PATH, EXPORT_DIR as for the build)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getManifest } from '@serwist/build';
import { build } from 'esbuild';
import { analyticsTuning } from '@/content/analytics';
import { offlinePage, serviceWorkerTuning } from '@/content/offline';
import { site } from '@/content/site';
import { analyticsSettings } from '@/lib/analytics';
import { searchIndexFolder } from '@/lib/search';
import { isEntryPoint, runStep } from '../lib/cli';
import { exportFiles, exportFromCommandLine } from '../lib/export-files';
import type { BuildTarget } from './pipeline';

const root = fileURLToPath(new URL('../..', import.meta.url));
const VERSION_PLACEHOLDER = '__travel_orchard_sw_version__';

/** True when this build is to ship the kill switch rather than the worker. */
export const serviceWorkerOff = (env: Record<string, string | undefined> = process.env) =>
  env.NEXT_PUBLIC_SERVICE_WORKER === 'off';

/** The files under `/_next/static/` that an exported page's HTML names (scripts, styles, preloads, the font), but the no-module polyfills. */
export function assetsNamedBy(html: string, basePath: string): string[] {
  const prefix = `${basePath}/_next/static/`;
  const found = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    // The polyfills for browsers without modules (112 kB, 40 kB compressed): no browser with service workers loads them.
    if (/\bnoModule\b/i.test(tag)) continue;
    const url = /\b(?:src|href)="([^"?#]+)"/.exec(tag)?.[1];
    if (url?.startsWith(prefix)) found.add(url.slice(basePath.length + 1));
  }
  return [...found].sort();
}

/**
 * The search index's own files (its words, each post's excerpt, the topic filters), as URLs, when
 * together they are at most `maxBytes`: kept whole after a first search. A larger index is kept as
 * searches fetch it.
 */
export function searchIndexFiles(dir: string, basePath: string, maxBytes: number): { urls: string[]; bytes: number } {
  const folder = join(dir, searchIndexFolder);
  if (!existsSync(folder)) return { urls: [], bytes: 0 };
  const files = ['index', 'fragment', 'filter'].flatMap((sub) =>
    existsSync(join(folder, sub)) ? exportFiles(join(folder, sub), '') : [],
  );
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  if (bytes > maxBytes) return { urls: [], bytes };
  return { urls: files.map((file) => `${basePath}/${relative(dir, file).split(sep).join('/')}`), bytes };
}

/** `entry` bundled for the browser as one classic script (the worker; analytics.js, scripts/build/analytics.ts). */
export async function bundle(entry: string, define: Record<string, string>): Promise<string> {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    tsconfig: join(root, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"', ...define },
  });
  return result.outputFiles[0]!.text;
}

/** What the worker needs of the analytics (its queue, lib/service-worker.worker.ts), or null when the build has none. */
function analyticsForWorker() {
  const settings = analyticsSettings(process.env, site.url);
  if (!settings) return null;
  const { maxEvents, maxAgeHours } = analyticsTuning.queue;
  return { endpoint: settings.endpoint, maxEvents, maxAgeMinutes: maxAgeHours * 60 };
}

/** Writes `<dir>/sw.js`; returns what it wrote. */
export async function writeServiceWorker(
  dir: string,
  basePath: string,
  { off = serviceWorkerOff() }: { off?: boolean } = {},
): Promise<{ version: string; precache: { url: string; revision: string | null }[]; bytes: number; off: boolean }> {
  const target = join(dir, 'sw.js');
  if (off) {
    const code = await bundle('lib/service-worker-off.worker.ts', {});
    writeFileSync(target, code);
    return { version: 'off', precache: [], bytes: code.length, off };
  }
  const offlineHtml = join(offlinePage.path.replace(/^\/|\/$/g, ''), 'index.html');
  const html = readFileSync(join(dir, offlineHtml), 'utf8');
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: dir,
    globPatterns: [offlineHtml, ...assetsNamedBy(html, basePath)],
    // Named by their content: no revision, so a device that has them in its HTTP cache fetches nothing.
    dontCacheBustURLsMatching: /^_next\/static\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url: entry.url === offlineHtml ? `${basePath}${offlinePage.path}` : `${basePath}/${entry.url}`,
        })),
        warnings: [],
      }),
    ],
  });
  if (warnings.length) throw new Error(warnings.join('; '));
  const precache = (manifestEntries ?? []).map(({ url, revision }) => ({ url, revision: revision ?? null }));
  const code = await bundle('lib/service-worker.worker.ts', {
    __SW_VERSION__: JSON.stringify(VERSION_PLACEHOLDER),
    __SW_BASE_PATH__: JSON.stringify(basePath),
    __SW_PRECACHE__: JSON.stringify(precache),
    __SW_SEARCH_INDEX__: JSON.stringify(searchIndexFiles(dir, basePath, serviceWorkerTuning.searchIndexMaxKiB * 1024).urls),
    __SW_ANALYTICS__: JSON.stringify(analyticsForWorker()),
  });
  // One version per build that changes anything the worker holds: the offline page (which names the
  // build's chunks), its files, or the worker's own code.
  const version = createHash('sha256').update(code).digest('hex').slice(0, 12);
  const withVersion = code.replaceAll(VERSION_PLACEHOLDER, version);
  writeFileSync(target, withVersion);
  return { version, precache, bytes: withVersion.length, off };
}

/** The pipeline's step (scripts/build/index.ts): writes the worker and says what it wrote. */
export async function serviceWorkerStep({ dir, basePath }: BuildTarget): Promise<string> {
  const { version, precache, bytes, off } = await writeServiceWorker(dir, basePath);
  const file = relative(process.cwd(), join(dir, 'sw.js'));
  return off
    ? `the kill switch written to ${file} (${bytes} bytes)`
    : `${file} written (version ${version}, ${(bytes / 1024).toFixed(1)} KiB, ${precache.length} files precached)`;
}

if (isEntryPoint(import.meta.url)) runStep('service-worker', () => serviceWorkerStep(exportFromCommandLine('service-worker')));
