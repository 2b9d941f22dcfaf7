/**
 * What `npm run bench` and `npm run bench:scale` share: a copy of an export served over HTTP/2 + TLS
 * with the image stand-in, no-JS twins and the bare Next.js export placed in it, and one function
 * that runs Lighthouse on a page of it.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { inlineScriptHashes, thirdPartyOrigins } from '../build/csp';
import { bareNextExport } from '../lib/bare-next-export';
import { startHttp2 } from './http2';
import { startImageStandIn } from './image-stand-in';
import { CHROME_FLAGS, lighthouse, lighthouseFlow } from './lighthouse';
import type { Run, Throttling } from './types';
import { staticSiteHandler } from './static-site';
import { makeCertificate } from './tls';
import { noJsTwin } from './twin';
import { browserPaths } from '../lib/browser-paths';

export const BARE_PAGE = '/__bare-next-export__/';
export const TWIN_PREFIX = '/__no-js-twin__';
const [cdnOrigin = ''] = thirdPartyOrigins.images;

export const CHROME = browserPaths.chromium;

/** https://imgs.localhost:5607: a host name cut to make the origin exactly as long as the CDN's. */
export function standInOrigin(port: number, cdn = cdnOrigin): string {
  const hostLength = cdn.length - `https://.localhost:${port}`.length;
  if (hostLength < 1) throw new Error(`The image stand-in's port ${port} is too long to match ${cdn}.`);
  return `https://${'imgs'.padEnd(hostLength, 's').slice(0, hostLength)}.localhost:${port}`;
}

/**
 * A page with `from` replaced by `to`, and the hash of each inline script that changed replaced in
 * its Content-Security-Policy to match. Nothing else changes: the export is measured as it was
 * built, not processed again.
 */
export function pointImagesAt(html: string, from: string, to: string): string {
  const rewritten = html.replaceAll(from, to);
  const after = inlineScriptHashes(rewritten);
  return inlineScriptHashes(html).reduce((page, hash, index) => page.replaceAll(hash, after[index]!), rewritten);
}

/** A copy of the export whose CDN image URLs (pages and their payloads, `_headers` policy) point at the local stand-in. */
function prepareSite(exportDir: string, siteDir: string, imageOrigin: string) {
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(exportDir, siteDir, { recursive: true });
  for (const entry of readdirSync(siteDir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.(html|txt)$|^_headers$/.test(entry.name)) continue;
    const text = readFileSync(file, 'utf8');
    if (!text.includes(cdnOrigin)) continue;
    writeFileSync(
      file,
      entry.name.endsWith('.html') ? pointImagesAt(text, cdnOrigin, imageOrigin) : text.replaceAll(cdnOrigin, imageOrigin),
    );
  }
}

export type Session = {
  siteDir: string;
  /** Writes the no-JS twin of `page`; returns its URL path. */
  addTwin: (page: string) => string;
  /** One Lighthouse run on a path of the served copy, printed on one line. */
  measure: (path: string, reportFile: string, throttling?: Throttling) => Promise<Run>;
  /** A visit of these paths in one tab, the first cold, the rest with its cache (flow.ts): one run per page. */
  measureVisit: (paths: string[], reportFile: string, throttling?: Throttling) => Promise<Run[]>;
  loads: number[];
  close: () => Promise<void>;
};

export async function openSession({
  exportDir,
  siteDir,
  port,
  label = '',
  cpuSlowdown,
}: {
  exportDir: string;
  siteDir: string;
  port: number;
  /** Printed before each path: which export a line measures, when a run has several. */
  label?: string;
  /** Lighthouse's CPU slowdown when not its default (bench.ts --cpu-slowdown). */
  cpuSlowdown?: number;
}): Promise<Session> {
  if (!CHROME) throw new Error('No Chromium found: install Debian\'s "chromium" or set CHROMIUM_PATH.');
  const imageOrigin = standInOrigin(port + 1);
  prepareSite(exportDir, siteDir, imageOrigin);
  const bare = bareNextExport();
  mkdirSync(join(siteDir, BARE_PAGE), { recursive: true });
  cpSync(join(bare, 'index.html'), join(siteDir, BARE_PAGE, 'index.html'));
  // Same versions, so a framework chunk both use has the same name and the same bytes.
  cpSync(join(bare, '_next'), join(siteDir, '_next'), { recursive: true, force: false });

  const certificate = makeCertificate(['localhost', new URL(imageOrigin).hostname]);
  const chromeFlags = [...CHROME_FLAGS, `--ignore-certificate-errors-spki-list=${certificate.spki}`];
  const site = await startHttp2(port, certificate, staticSiteHandler(siteDir));
  const images = await startImageStandIn(port + 1, certificate);
  const origin = `https://localhost:${port}`;
  const loads: number[] = [];

  return {
    siteDir,
    loads,
    addTwin(page) {
      const html = readFileSync(join(siteDir, page, 'index.html'), 'utf8');
      mkdirSync(join(siteDir, TWIN_PREFIX, page), { recursive: true });
      writeFileSync(join(siteDir, TWIN_PREFIX, page, 'index.html'), noJsTwin(html));
      return `${TWIN_PREFIX}${page}`;
    },
    async measure(path, reportFile, throttling = 'simulate') {
      const run = await lighthouse(`${origin}${path}`, { chrome: CHROME, chromeFlags, reportFile, throttling, cpuSlowdown });
      loads.push(loadavg()[0]!);
      console.log(
        `  ${`${label}${path}`.padEnd(48)} ${throttling.padEnd(8)} Perf ${run.performance}, FCP ${(run.fcpMs / 1000).toFixed(2)} s, LCP ${(run.lcpMs / 1000).toFixed(2)} s, ` +
          `TBT ${Math.round(run.tbtMs)} ms, ${run.protocols.join('+')}, benchmark index ${Math.round(run.benchmarkIndex)}, load ${loads.at(-1)!.toFixed(1)}`,
      );
      return run;
    },
    async measureVisit(paths, reportFile, throttling = 'simulate') {
      const steps = await lighthouseFlow(
        paths.map((path) => `${origin}${path}`),
        { chrome: CHROME, chromeFlags, reportFile, throttling, cpuSlowdown },
      );
      loads.push(loadavg()[0]!);
      const ms = (value: number) => (Number.isNaN(value) ? '–' : `${(value / 1000).toFixed(2)} s`);
      console.log(
        `  ${`${label}visit`.padEnd(48)} ${throttling.padEnd(8)} ` +
          steps
            .map(
              (run, index) =>
                `${paths[index]} FCP ${ms(run.fcpMs)} LCP ${ms(run.lcpMs)} TBT ${Math.round(run.tbtMs)} ms hydrated ${ms(run.hydratedMs)}`,
            )
            .join('; ') +
          `, load ${loads.at(-1)!.toFixed(1)}`,
      );
      return steps;
    },
    close: () => Promise.all([site.close(), images.close()]).then(() => undefined),
  };
}
