#!/usr/bin/env node
/**
 * Runs after `next build` (`npm run build`): gives every exported page its Content-Security-Policy
 * meta tag with the hashes of its own inline scripts, writes `_headers` for the static host and
 * `.nojekyll` for GitHub Pages.
 * See scripts/csp.mjs for why the policy is split between a meta tag and a header.
 *
 *   node scripts/postbuild.mjs [--dir out]
 *
 * Environment: EXPORT_DIR (default out), NEXT_PUBLIC_CONTACT_ENDPOINT (allowed in connect-src and
 * form-action when the contact form posts to a third-party service).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { headerPolicy, inlineScriptHashes, originOf, pagePolicy, renderPolicy, thirdPartyOrigins, withCspMeta } from './csp.mjs';
import { headerRules, renderHeadersFile } from './headers-rules.mjs';

/** Every .html file under `dir`, recursively. */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The policy options for this build; `extraImageOrigins` lets the benchmark answer images locally. */
export function policyOptions({ extraImageOrigins = [] } = {}) {
  return {
    imageOrigins: [...thirdPartyOrigins.images, ...extraImageOrigins],
    frameOrigins: thirdPartyOrigins.frames,
    connectOrigins: originOf(process.env.NEXT_PUBLIC_CONTACT_ENDPOINT),
  };
}

export function processExport(dir, options = policyOptions()) {
  const pages = htmlFiles(dir);
  if (pages.length === 0) throw new Error(`No HTML pages in ${dir}: run "next build" first.`);
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    writeFileSync(file, withCspMeta(html, renderPolicy(pagePolicy(inlineScriptHashes(html), options))));
  }
  const entries = readdirSync(dir, { withFileTypes: true }).map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() }));
  writeFileSync(join(dir, '_headers'), renderHeadersFile(headerRules(entries, renderPolicy(headerPolicy(options)))));
  // GitHub Pages runs Jekyll on a branch deploy, which drops folders starting with "_" (_next!).
  writeFileSync(join(dir, '.nojekyll'), '');
  return pages.map((file) => relative(dir, file));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--dir');
  const dir = resolve(at === -1 ? process.env.EXPORT_DIR || 'out' : process.argv[at + 1]);
  const pages = processExport(dir);
  console.log(`postbuild: Content-Security-Policy written into ${pages.length} pages; ${relative(process.cwd(), join(dir, '_headers'))} written`);
}
