/**
 * Writes the CMS into the export at /admin/ (run by `npm run build` after `next build`, before
 * scripts/build/postbuild.ts gives every page its Content-Security-Policy):
 *
 *   admin/index.html       the page: noindex, Decap's script, then ours; no inline script
 *   admin/config.yml       generated from the post schema (scripts/build/cms-config.ts)
 *   admin/decap-cms.js     Decap's prebuilt bundle and the chunks it loads on demand (MIT)
 *   admin/cms-admin.*      the preview pane and its styles, bundled from cms/admin.ts with esbuild
 *
 * Nothing here touches app/, so the public pages' JavaScript does not change.
 *
 * Decap rather than Sveltia CMS, for its local backend a test can drive: docs/decisions/0012-decap-cms-over-sveltia.md.
 * It needs 'unsafe-eval' on /admin/ (ajv).
 *
 *   tsx scripts/build/cms.ts [--dir out]
 *
 * Environment (all optional): CMS_GITHUB_REPO (owner/name; else GITHUB_REPOSITORY on GitHub
 * Actions or REPOSITORY_URL on Netlify), CMS_BRANCH (main), CMS_AUTH_BASE_URL and
 * CMS_AUTH_ENDPOINT (the OAuth helper; Netlify's by default), CMS_LOCAL_BACKEND_URL (decap-server's
 * address: set by `npm run cms` and the CMS tests, never by a production build), EXPORT_DIR,
 * BASE_PATH, SITE_URL.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { previewPhotoWidth } from '../../cms/photo-sources';
import { site } from '../../content/site';
import { readPhotoManifest, variantFor, type PhotoManifest } from '../../lib/local-photos';
import { isEntryPoint, readCommandLine, runStep } from '../lib/cli';
import { exportTarget } from '../lib/export-files';
import { cmsConfig, type CmsOptions } from './cms-config';

export const ADMIN_DIR = 'admin';

/** The repository editors publish to, from the environment the build runs in. */
export function githubRepo(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CMS_GITHUB_REPO) return env.CMS_GITHUB_REPO;
  if (env.GITHUB_REPOSITORY) return env.GITHUB_REPOSITORY;
  const fromUrl = env.REPOSITORY_URL?.match(/github\.com[/:]([^/]+\/[^/.]+?)(?:\.git)?$/);
  return fromUrl?.[1] ?? 'travel-orchard/travel-orchard';
}

export function cmsOptions(env: NodeJS.ProcessEnv = process.env): CmsOptions {
  return {
    repo: githubRepo(env),
    branch: env.CMS_BRANCH || 'main',
    authBaseUrl: env.CMS_AUTH_BASE_URL || undefined,
    authEndpoint: env.CMS_AUTH_ENDPOINT || undefined,
    localBackendUrl: env.CMS_LOCAL_BACKEND_URL || undefined,
    siteUrl: env.CMS_SITE_URL || site.url,
    basePath: (env.BASE_PATH || '').replace(/\/+$/, ''),
  };
}

/** The page itself. Decap fills <body>; the scripts are classic (not deferred) so Decap is there when ours registers the preview. */
export function adminHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="robots" content="noindex, nofollow"/>
<title>Content manager | ${site.name}</title>
<link rel="cms-config-url" type="text/yaml" href="config.yml"/>
</head>
<body>
<noscript>The content manager needs JavaScript.</noscript>
<script src="decap-cms.js"></script>
<script src="cms-admin.js"></script>
</body>
</html>
`;
}

/**
 * The package folder Decap is installed in, apart from the site's own dependencies: only its
 * prebuilt bundle is used, and its source packages' React 16-18 peers would fill every install
 * with warnings (docs/decisions/0064-decap-in-a-package-of-its-own.md). `npm install` at the root
 * installs it (the root's postinstall).
 */
const DECAP_PACKAGE = resolve('cms', 'decap');

/** Where Decap's prebuilt files are, or what to run when they are not installed. */
function decapDist(): string {
  try {
    return dirname(createRequire(join(DECAP_PACKAGE, 'package.json')).resolve('decap-cms/dist/decap-cms.js'));
  } catch {
    throw new Error(
      `cms: Decap CMS is not installed in ${relative(process.cwd(), DECAP_PACKAGE)}/: run "npm ci --prefix ${relative(process.cwd(), DECAP_PACKAGE)}" (npm install at the root does it)`,
    );
  }
}

/** Decap's bundle, the chunks and WebAssembly it loads from beside itself, and its licence notices; no source maps. */
function copyDecap(target: string) {
  const dist = decapDist();
  const wanted = (name: string) =>
    /(^|\.)decap-cms\.js$/.test(name) || name.endsWith('.wasm') || name === 'decap-cms.js.LICENSE.txt';
  const files = readdirSync(dist).filter(wanted);
  for (const name of files) copyFileSync(join(dist, name), join(target, name));
  return files.length;
}

/**
 * The site's variant of each own photo at the preview's width, by the path posts write, from the
 * build's photo manifest (scripts/build/photos.ts runs first): the preview of a saved post shows
 * its photo as the site does, since originals are not published.
 */
export function publishedPhotos(manifest: PhotoManifest, basePath: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(manifest).map(([key, photo]) => [key, `${basePath}${variantFor(photo, previewPhotoWidth).path}`]),
  );
}

async function bundlePreview(target: string, basePath: string, photos: Record<string, string>) {
  await build({
    entryPoints: { 'cms-admin': resolve('cms/admin.ts') },
    outdir: target,
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    legalComments: 'linked',
    loader: { '.woff2': 'file' },
    assetNames: '[name]-[hash]',
    define: {
      'process.env.NEXT_PUBLIC_BASE_PATH': JSON.stringify(basePath),
      'process.env.NODE_ENV': '"production"',
      'process.env.CMS_PUBLISHED_PHOTOS': JSON.stringify(JSON.stringify(photos)),
    },
    logLevel: 'warning',
  });
}

export async function writeAdmin(exportDir: string, env: NodeJS.ProcessEnv = process.env) {
  const target = join(exportDir, ADMIN_DIR);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const options = cmsOptions(env);
  writeFileSync(join(target, 'index.html'), adminHtml());
  // JSON is YAML too: no YAML writer needed, and the file is still what Decap reads as config.yml.
  const header =
    '# Generated by scripts/build/cms.ts from the collections of lib/collections.ts (their schemas, content/*-fields.ts): edit those, not this file.\n';
  writeFileSync(join(target, 'config.yml'), `${header}${JSON.stringify(cmsConfig(options), null, 2)}\n`);
  const copied = copyDecap(target);
  await bundlePreview(target, options.basePath, publishedPhotos(readPhotoManifest(exportDir), options.basePath));
  return { target, copied, options };
}

/** The build's `cms` step: the CMS into the export at /admin/. */
export async function cmsStep({ dir }: { dir: string }): Promise<string> {
  const { target, copied, options } = await writeAdmin(dir);
  return `${relative(process.cwd(), target)}/ written (${copied} Decap files; GitHub repo ${options.repo}, branch ${options.branch})`;
}

if (isEntryPoint(import.meta.url)) {
  const { values } = readCommandLine('cms', { options: { dir: { type: 'string' } } });
  runStep('cms', () => cmsStep(exportTarget(values.dir)));
}
