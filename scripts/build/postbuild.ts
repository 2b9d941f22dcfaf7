/**
 * Runs after `next build` (`npm run build`): gives every page the site's Content-Security-Policy
 * meta tag with the hashes of its own inline scripts, checks that pages the router moves between
 * differ in nothing else, writes `_headers` for the static host and
 * `.nojekyll` for GitHub Pages.
 * See scripts/build/csp.ts for why the policy is split between a meta tag and a header.
 *
 *   npx tsx scripts/build/postbuild.ts [--dir out]
 *
 * Environment: EXPORT_DIR (default out), NEXT_PUBLIC_CONTACT_ENDPOINT (allowed in connect-src and
 * form-action when the contact form posts to a third-party service), NEXT_PUBLIC_ANALYTICS_HOST
 * (its origin allowed in connect-src, and nowhere else: docs/decisions/0090).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import yaml from 'js-yaml';
import { site } from '@/content/site';
import { analyticsSettings } from '@/lib/analytics';
import { isEntryPoint } from '../lib/cli';
import { exportFiles, exportFromCommandLine } from '../lib/export-files';
import {
  cmsPagePolicy,
  cmsSources,
  cspMetaOf,
  headerPolicy,
  inlineScriptHashes,
  originOf,
  pagePolicy,
  renderPolicy,
  policyDifferences,
  withoutSources,
  thirdPartyOrigins,
  widenPolicy,
  withCspMeta,
  type CmsConfig,
  type PolicyOptions,
} from './csp';
import { headerRules, renderHeadersFile } from './headers-rules';

/** The policy options for this build. */
export function policyOptions(): PolicyOptions {
  const analytics = analyticsSettings(process.env, site.url);
  return {
    imageOrigins: thirdPartyOrigins.images,
    frameOrigins: thirdPartyOrigins.frames,
    connectOrigins: originOf(process.env.NEXT_PUBLIC_CONTACT_ENDPOINT),
    analyticsOrigins: analytics ? [analytics.origin] : [],
  };
}

/** The CMS written by scripts/build/cms.ts: its folder and what its config needs, or null when the export has none. */
export function cmsOf(dir: string) {
  const config = join(dir, 'admin', 'config.yml');
  if (!existsSync(config)) return null;
  return { folder: 'admin', sources: cmsSources(yaml.load(readFileSync(config, 'utf8')) as CmsConfig) };
}

/**
 * Fails the build when two pages a visitor can move between by client-side navigation carry
 * policies that differ in more than the hashes of their own inline scripts, as written to disk.
 * Those hashes matter only on the page's own load: a client-side navigation fetches the next page's
 * payload as data and runs none of its inline scripts. Anything else that differs would block,
 * after a click, what the destination allows when opened by its address
 * (docs/decisions/0020-one-content-security-policy-per-visit.md).
 */
export function assertOnePolicyPerVisit(dir: string, pages: string[]): void {
  const shared = new Map(
    pages.map((file) => {
      const html = readFileSync(file, 'utf8');
      const policy = cspMetaOf(html);
      return [relative(dir, file), policy ? withoutSources(policy, inlineScriptHashes(html)) : '(no policy)'];
    }),
  );
  const differences = policyDifferences(shared);
  if (differences.length)
    throw new Error(
      `postbuild: pages the router moves between must share one Content-Security-Policy, but\n  ${differences.join('\n  ')}`,
    );
}

/** Writes each page's policy, `_headers` and `.nojekyll` into the export; returns the pages, relative to `dir`. */
export function processExport(dir: string, options: PolicyOptions = policyOptions()): string[] {
  // Every HTML file, Next's copies of 404.html included: each is served and needs the hashes of its own scripts.
  const pages = exportFiles(dir, '.html');
  if (pages.length === 0) throw new Error(`No HTML pages in ${dir}: run "next build" first.`);
  const cms = cmsOf(dir);
  // The CMS is a separate app, opened by a full page load, with its own policy.
  const isCms = (file: string) => cms !== null && relative(dir, file).split(/[\\/]/)[0] === cms.folder;
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const policy = cms && isCms(file) ? cmsPagePolicy(options, cms.sources) : pagePolicy(inlineScriptHashes(html), options);
    try {
      writeFileSync(file, withCspMeta(html, renderPolicy(policy)));
    } catch (error) {
      throw new Error(`postbuild: ${relative(dir, file)}: ${(error as Error).message}`);
    }
  }
  assertOnePolicyPerVisit(
    dir,
    pages.filter((file) => !isCms(file)),
  );
  const entries = readdirSync(dir, { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    isDirectory: entry.isDirectory(),
  }));
  // The site-wide header policy is the public pages' own; the CMS's folder gets its own header
  // policy with what its page needs (the GitHub API, avatars, blob:) in place of the site-wide one
  // (docs/decisions/0063-a-policy-per-path.md).
  const cmsHeader = cms
    ? widenPolicy(headerPolicy({ ...options, frameOrigins: [] }), {
        'img-src': cms.sources.images,
        'connect-src': cms.sources.connect,
      })
    : undefined;
  writeFileSync(
    join(dir, '_headers'),
    renderHeadersFile(
      headerRules(entries, renderPolicy(headerPolicy(options)), {
        popupFolders: cms ? [cms.folder] : [],
        folderPolicies: cms && cmsHeader ? { [cms.folder]: renderPolicy(cmsHeader) } : {},
      }),
    ),
  );
  // GitHub Pages runs Jekyll on a branch deploy, which drops folders starting with "_" (_next!).
  writeFileSync(join(dir, '.nojekyll'), '');
  return pages.map((file) => relative(dir, file));
}

/** The build's `postbuild` step: each page's policy, `_headers` and `.nojekyll`. */
export function postbuildStep({ dir }: { dir: string }): string {
  const pages = processExport(dir);
  return `Content-Security-Policy written into ${pages.length} pages; ${relative(process.cwd(), join(dir, '_headers'))} written`;
}

if (isEntryPoint(import.meta.url)) {
  console.log(`postbuild: ${postbuildStep(exportFromCommandLine('postbuild'))}`);
}
