/**
 * Runs before the service worker (`npm run build`): when NEXT_PUBLIC_ANALYTICS_HOST is set, bundles
 * lib/analytics.client.ts (Plausible's tracker, web-vitals and the site's rules) into
 * `<export>/analytics.js`, which the head script loads after the page's `load` in an idle moment
 * (lib/head-script.ts). Unset, it writes nothing: no analytics code is in the export
 * (docs/decisions/0090-privacy-first-analytics.md).
 *
 *   npx tsx scripts/build/analytics.ts [--dir out]      (BASE_PATH, EXPORT_DIR as for the build)
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { site } from '@/content/site';
import { analyticsSettings } from '@/lib/analytics';
import { collectionPages } from '@/lib/collections';
import { ANALYTICS_SCRIPT } from '@/lib/head-script';
import { isEntryPoint, runStep } from '../lib/cli';
import { exportFromCommandLine } from '../lib/export-files';
import type { BuildTarget } from './pipeline';
import { bundle } from './service-worker';

/** Writes `<dir>/analytics.js` when the build counts, and removes a stale one when it does not; returns its size, or null. */
export async function writeAnalytics(dir: string, basePath: string): Promise<number | null> {
  const target = join(dir, ANALYTICS_SCRIPT.replace(/^\//, ''));
  const settings = analyticsSettings(process.env, site.url);
  if (!settings) {
    rmSync(target, { force: true });
    return null;
  }
  const code = await bundle('lib/analytics.client.ts', {
    __ANALYTICS__: JSON.stringify({ ...settings, basePath, collectionPages }),
    // As Next inlines it into the pages (lib/analytics-events.ts).
    'process.env.NEXT_PUBLIC_ANALYTICS_HOST': JSON.stringify(settings.origin),
  });
  writeFileSync(target, code);
  return code.length;
}

/** The pipeline's step (scripts/build/index.ts). */
export async function analyticsStep({ dir, basePath }: BuildTarget): Promise<string> {
  const bytes = await writeAnalytics(dir, basePath);
  const file = relative(process.cwd(), join(dir, ANALYTICS_SCRIPT));
  return bytes === null
    ? 'NEXT_PUBLIC_ANALYTICS_HOST unset: no analytics'
    : `${file} written (${(bytes / 1024).toFixed(1)} KiB) for ${analyticsSettings(process.env, site.url)!.origin}`;
}

if (isEntryPoint(import.meta.url)) runStep('analytics', () => analyticsStep(exportFromCommandLine('analytics')));
