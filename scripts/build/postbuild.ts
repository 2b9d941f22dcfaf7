/**
 * Runs after `next build` (`npm run build`): gives every page its Content-Security-Policy
 * meta tag with the hashes of its own inline scripts (the blog's search pages may also compile
 * WebAssembly), writes `_headers` for the static host and
 * `.nojekyll` for GitHub Pages.
 * See scripts/build/csp.ts for why the policy is split between a meta tag and a header.
 *
 *   npx tsx scripts/build/postbuild.ts [--dir out]
 *
 * Environment: EXPORT_DIR (default out), NEXT_PUBLIC_CONTACT_ENDPOINT (allowed in connect-src and
 * form-action when the contact form posts to a third-party service).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import yaml from 'js-yaml';
import { isEntryPoint } from '../lib/cli';
import { searchingPaths } from '@/lib/search';
import { exportFiles, exportFromCommandLine, routeOf } from '../lib/export-files';
import {
  cmsPagePolicy,
  cmsSources,
  headerPolicy,
  inlineScriptHashes,
  originOf,
  pagePolicy,
  renderPolicy,
  searchPagePolicy,
  thirdPartyOrigins,
  widenPolicy,
  withCspMeta,
  type CmsConfig,
  type PolicyOptions,
} from './csp';
import { headerRules, renderHeadersFile } from './headers-rules';

/** The policy options for this build; `extraImageOrigins` lets the benchmark answer images locally. */
export function policyOptions({ extraImageOrigins = [] }: { extraImageOrigins?: string[] } = {}): PolicyOptions {
  return {
    imageOrigins: [...thirdPartyOrigins.images, ...extraImageOrigins],
    frameOrigins: thirdPartyOrigins.frames,
    connectOrigins: originOf(process.env.NEXT_PUBLIC_CONTACT_ENDPOINT),
  };
}

/** The CMS written by scripts/build/cms.ts: its folder and what its config needs, or null when the export has none. */
export function cmsOf(dir: string) {
  const config = join(dir, 'admin', 'config.yml');
  if (!existsSync(config)) return null;
  return { folder: 'admin', sources: cmsSources(yaml.load(readFileSync(config, 'utf8')) as CmsConfig) };
}

/** Writes each page's policy, `_headers` and `.nojekyll` into the export; returns the pages, relative to `dir`. */
export function processExport(dir: string, options: PolicyOptions = policyOptions()): string[] {
  // Every HTML file, Next's copies of 404.html included: each is served and needs the hashes of its own scripts.
  const pages = exportFiles(dir, '.html');
  if (pages.length === 0) throw new Error(`No HTML pages in ${dir}: run "next build" first.`);
  const cms = cmsOf(dir);
  for (const file of pages) {
    const isCms = cms && relative(dir, file).split(/[\\/]/)[0] === cms.folder;
    const html = readFileSync(file, 'utf8');
    const policy = isCms
      ? cmsPagePolicy(options, cms.sources)
      : searchingPaths.includes(routeOf(file, dir))
        ? searchPagePolicy(inlineScriptHashes(html), options)
        : pagePolicy(inlineScriptHashes(html), options);
    writeFileSync(file, withCspMeta(html, renderPolicy(policy)));
  }
  const entries = readdirSync(dir, { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    isDirectory: entry.isDirectory(),
  }));
  // The header policy binds every response, so it admits what the CMS page needs too; each page's
  // meta policy (above) narrows it again, so the public pages' effective policy is unchanged.
  const header = cms
    ? widenPolicy(headerPolicy(options), { 'img-src': cms.sources.images, 'connect-src': cms.sources.connect })
    : headerPolicy(options);
  writeFileSync(
    join(dir, '_headers'),
    renderHeadersFile(headerRules(entries, renderPolicy(header), { popupFolders: cms ? [cms.folder] : [] })),
  );
  // GitHub Pages runs Jekyll on a branch deploy, which drops folders starting with "_" (_next!).
  writeFileSync(join(dir, '.nojekyll'), '');
  return pages.map((file) => relative(dir, file));
}

if (isEntryPoint(import.meta.url)) {
  const { dir } = exportFromCommandLine('postbuild');
  const pages = processExport(dir);
  console.log(
    `postbuild: Content-Security-Policy written into ${pages.length} pages; ${relative(process.cwd(), join(dir, '_headers'))} written`,
  );
}
