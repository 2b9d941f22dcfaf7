/**
 * The built exports the file-level tests read (vitest.export.config.mts, run by `npm test` after the
 * builds): out/, and the fixture exports of scripts/test/build-blog-fixtures.ts. What a visitor's
 * browser would only fetch (feeds, robots.txt, icons, the static HTML before any script runs) is
 * checked here, from the files the static host serves, instead of in a browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { contentTypes } from '../../lib/content-types';
import { hostedFile } from '../../lib/export-files';
import { scanTags, type Tag } from '../../lib/html';

// Read over the export's files here, and over what the browser got in e2e/security-headers.spec.ts.
export { directive } from '../../build/csp';

export const EXPORTS = {
  main: 'out',
  basePath: 'out-base',
  many: '.exports/blog-many',
  empty: '.exports/blog-empty',
  analytics: '.exports/analytics',
} as const;

const BUILD_COMMANDS: Record<keyof typeof EXPORTS, string> = {
  main: '"npm run build"',
  basePath: '"BASE_PATH=/travel-orchard EXPORT_DIR=out-base npm run build"',
  many: '"npx tsx scripts/test/build-blog-fixtures.ts"',
  empty: '"npx tsx scripts/test/build-blog-fixtures.ts"',
  analytics: '"npx tsx scripts/test/build-blog-fixtures.ts"',
};

/** The export's folder (the main one at EXPORT_DIR when set, as the build writes it); fails with what to run when it has not been built. */
export function exportDir(name: keyof typeof EXPORTS): string {
  const folder = name === 'main' ? process.env.EXPORT_DIR || EXPORTS.main : EXPORTS[name];
  const dir = resolve(folder);
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${folder}/ has not been built: run ${BUILD_COMMANDS[name]} first (npm test does).`);
  }
  return dir;
}

/**
 * The file the static host serves for a site path (`/about/` -> about/index.html), or null when it
 * answers 404. Query strings are the browser's business (cache busting), not the host's.
 */
export function servedFile(dir: string, path: string): string | null {
  return hostedFile(dir, decodeURIComponent(path.split(/[?#]/)[0]!));
}

/** The text the host sends for a path (`/contact/`, or a file's `contact/index.html`); fails the test when it would answer 404. */
export function served(dir: string, path: string): string {
  const file = servedFile(dir, path);
  if (!file) throw new Error(`${path} is not in the export (the host answers 404)`);
  return readFileSync(file, 'utf8');
}

/** The Content-Type the host sends for a served file (scripts/lib/content-types.ts, as scripts/serve/serve.ts). */
export function contentTypeOf(file: string): string | undefined {
  return contentTypes[extname(file)];
}

/** The tags of a page's <head>. */
export function headTags(html: string): Tag[] {
  const end = html.indexOf('</head>');
  return scanTags(end === -1 ? html : html.slice(0, end));
}

/** Width and height from a PNG's header. */
export function pngSize(bytes: Buffer) {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * True when the host answers `path` with the export's 404 page (scripts/serve/serve.ts, like the
 * CDN: status 404 and 404.html for any path with no file).
 */
export function answersNotFound(dir: string, path: string): boolean {
  return servedFile(dir, path) === null && readFileSync(join(dir, '404.html'), 'utf8').includes('Oops! Page not found');
}
