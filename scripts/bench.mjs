#!/usr/bin/env node
/**
 * `npm run bench`: Lighthouse 13 over every page of the static export, as a visitor on a phone
 * would load it from a CDN. Not part of `npm test` (timings vary with the machine); the budget
 * check covers the deterministic sizes.
 *
 * - builds first when out/ is missing;
 * - serves a copy of the export (.bench/site) with scripts/serve.mjs (gzip, `_headers` applied);
 * - answers the image CDN with a local stand-in: the copy's CDN URLs point at a small server that
 *   draws a photo-like WebP at the requested width, so image bytes and timing stay realistic
 *   offline. The stand-in's origin (http://image.localhost:PORT, which Chromium resolves to this
 *   machine) has exactly as many characters as the CDN's, because React's page payloads prefix
 *   text with its length; the copy's Content-Security-Policy is re-hashed to match. A first,
 *   unrecorded run per page fills the stand-in's cache, as a CDN edge serves cached images, so
 *   drawing never competes with the measured page for the CPU;
 * - runs Lighthouse's default (mobile) configuration with Debian's Chromium, BENCH_RUNS (3) times
 *   per page, and prints the median of each figure with the targets: Performance >= 98,
 *   Accessibility, Best Practices and SEO 100, LCP <= 1.2 s, CLS 0.
 *
 *   npm run bench [-- /about/ /blog/]      (only these pages)
 *
 * - measures a reference first: a bare Next.js "hello world" export built with the same Next and
 *   React (.bench/baseline-app), served from the same server, so the table shows what the
 *   framework alone scores on this machine. It is not held to the targets. BENCH_BASELINE=0 skips it.
 *
 * Writes .bench/results.md (the table) and every Lighthouse report to .bench/reports/.
 * Exits 1 when a page misses a target.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { thirdPartyOrigins } from './csp.mjs';
import { startImageStandIn } from './image-stand-in.mjs';
import { policyOptions, processExport } from './postbuild.mjs';

const SITE_PORT = Number(process.env.BENCH_PORT || 4400);
const IMAGE_PORT = SITE_PORT + 1;
const RUNS = Number(process.env.BENCH_RUNS || 3);
const CHROME = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path && existsSync(path));
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // Keep Chromium from phoning home: the network is closed and background traffic skews timings.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1200, cls: 0 };

const BASELINE = process.env.BENCH_BASELINE !== '0';
const BASELINE_PAGE = '/__bare-next-export__/';
const work = '.bench';
const siteDir = join(work, 'site');
const reportsDir = join(work, 'reports');
const [cdnOrigin] = thirdPartyOrigins.images;
const imageOrigin = `http://image.localhost:${IMAGE_PORT}`;
if (imageOrigin.length !== cdnOrigin.length) {
  throw new Error(`The image stand-in's origin ${imageOrigin} must be as long as ${cdnOrigin}: pick a port with ${cdnOrigin.length - 'http://image.localhost:'.length} digits.`);
}


function buildIfNeeded() {
  if (existsSync('out/index.html')) return;
  console.log('No export in out/: building it first.');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error('The build failed.');
}

/** A copy of the export whose CDN image URLs point at the local stand-in. */
function prepareSite() {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  cpSync('out', siteDir, { recursive: true });
  for (const entry of readdirSync(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|txt)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    if (text.includes(cdnOrigin)) writeFileSync(file, text.replaceAll(cdnOrigin, imageOrigin));
  }
  processExport(siteDir, policyOptions({ extraImageOrigins: [imageOrigin] }));
}

/**
 * A bare Next.js export (one server-rendered heading and paragraph, no CSS, fonts, images or
 * client components) built with this project's Next and React, placed in the served copy.
 */
function prepareBaseline() {
  const app = join(work, 'baseline-app');
  mkdirSync(join(app, 'app'), { recursive: true });
  writeFileSync(join(app, 'next.config.mjs'), "export default { output: 'export', trailingSlash: true };\n");
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { target: 'ES2017', lib: ['dom', 'esnext'], strict: true, jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler', skipLibCheck: true, noEmit: true, isolatedModules: true, allowJs: false, esModuleInterop: true, resolveJsonModule: true, incremental: false }, include: ['**/*.tsx'] }),
  );
  writeFileSync(
    join(app, 'app', 'layout.tsx'),
    "export const metadata = { title: 'Bare Next.js export', description: 'The framework alone, for reference.' };\n" +
      'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  );
  writeFileSync(
    join(app, 'app', 'page.tsx'),
    'export default function Page() {\n  return <main><h1>A bare Next.js export</h1><p>One server-rendered heading and paragraph: what the framework alone costs on this machine.</p></main>;\n}\n',
  );
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build', app], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error('The bare Next.js reference build failed.');
  const out = join(app, 'out');
  cpSync(join(out, 'index.html'), join(siteDir, BASELINE_PAGE, 'index.html'));
  cpSync(join(out, '_next'), join(siteDir, '_next'), { recursive: true, force: false });
}

function startSiteServer() {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(SITE_PORT), '--dir', siteDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the site server stopped (${code})`)));
  });
}

/** Pages to measure: the ones named on the command line, or every page in the sitemap. */
function pagesToMeasure() {
  const named = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (named.length) return named;
  const sitemap = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
}

/** One Lighthouse run; a run that fails to record (it happens on a busy machine) is tried again, twice at most. */
async function lighthouse(url, reportFile, attempt = 1) {
  try {
    return await lighthouseOnce(url, reportFile);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`${error.message}; trying again`);
    return lighthouse(url, reportFile, attempt + 1);
  }
}

/** Runs the CLI without blocking this process, which also answers the image requests. */
function runCli(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    child.once('exit', (code) => resolve(code));
  });
}

async function lighthouseOnce(url, reportFile) {
  rmSync(reportFile, { force: true });
  const status = await runCli(
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${reportFile}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { ...process.env, CHROME_PATH: CHROME },
  );
  if (status !== 0 || !existsSync(reportFile)) throw new Error(`Lighthouse failed on ${url}`);
  const lhr = JSON.parse(readFileSync(reportFile, 'utf8'));
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const bytes = { Document: 0, Script: 0, Stylesheet: 0, Image: 0, Font: 0 };
  for (const request of lhr.audits['network-requests'].details.items) {
    if (request.resourceType in bytes) bytes[request.resourceType] += request.transferSize ?? 0;
  }
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    totalBytes: lhr.audits['total-byte-weight'].numericValue,
    bytes,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summarise(runs) {
  const pick = (read) => median(runs.map(read));
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, pick((run) => run[id])])),
    fcpMs: pick((run) => run.fcpMs),
    lcpMs: pick((run) => run.lcpMs),
    cls: pick((run) => run.cls),
    tbtMs: pick((run) => run.tbtMs),
    totalBytes: pick((run) => run.totalBytes),
    bytes: Object.fromEntries(Object.keys(runs[0].bytes).map((type) => [type, pick((run) => run.bytes[type])])),
    benchmarkIndex: pick((run) => run.benchmarkIndex),
  };
}

function misses(result) {
  const missed = [];
  if (result.performance < TARGETS.performance) missed.push(`Performance ${result.performance} < ${TARGETS.performance}`);
  for (const id of ['accessibility', 'best-practices', 'seo']) if (result[id] < TARGETS[id]) missed.push(`${id} ${result[id]} < ${TARGETS[id]}`);
  if (result.lcpMs > TARGETS.lcpMs) missed.push(`LCP ${(result.lcpMs / 1000).toFixed(2)} s > ${TARGETS.lcpMs / 1000} s`);
  if (result.cls > TARGETS.cls) missed.push(`CLS ${result.cls.toFixed(3)} > 0`);
  return missed;
}

function table(results) {
  const kb = (bytes) => (bytes / 1000).toFixed(0);
  const header = ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'CLS', 'TBT', 'JS kB', 'CSS kB', 'HTML kB', 'Font kB', 'Img kB', 'Total kB'];
  const rows = results.map(({ page, result: r }) => [
    page === BASELINE_PAGE ? 'bare Next.js export (reference, no target)' : page,
    r.performance,
    r.accessibility,
    r['best-practices'],
    r.seo,
    `${(r.fcpMs / 1000).toFixed(2)} s`,
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    r.cls.toFixed(3),
    `${Math.round(r.tbtMs)} ms`,
    kb(r.bytes.Script),
    kb(r.bytes.Stylesheet),
    kb(r.bytes.Document),
    kb(r.bytes.Font),
    kb(r.bytes.Image),
    kb(r.totalBytes),
  ].map(String));
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => (column ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

async function main() {
  if (!CHROME) throw new Error('No Chromium found: install Debian\'s "chromium" or set CHROMIUM_PATH.');
  buildIfNeeded();
  prepareSite();
  if (BASELINE) {
    console.log('Building the bare Next.js reference export…');
    prepareBaseline();
  }
  const imageServer = await startImageStandIn(IMAGE_PORT);
  const siteServer = await startSiteServer();
  const results = [];
  try {
    for (const page of [...(BASELINE ? [BASELINE_PAGE] : []), ...pagesToMeasure()]) {
      const runs = [];
      process.stdout.write(`Lighthouse ${page} warm-up run (not recorded)… `);
      await lighthouse(`http://localhost:${SITE_PORT}${page}`, join(reportsDir, 'warm-up.json'));
      console.log('done');
      for (let run = 1; run <= RUNS; run++) {
        const report = join(reportsDir, `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`);
        process.stdout.write(`Lighthouse ${page} run ${run}/${RUNS}… `);
        runs.push(await lighthouse(`http://localhost:${SITE_PORT}${page}`, report));
        const last = runs.at(-1);
        console.log(`performance ${last.performance}, LCP ${(last.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(last.tbtMs)} ms`);
      }
      results.push({ page, result: summarise(runs) });
    }
  } finally {
    siteServer.kill();
    imageServer.close();
  }

  const output = [
    `Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, default mobile configuration (simulated Moto G Power, slow 4G, 4x CPU slowdown), median of ${RUNS} runs; Chromium at ${CHROME}; benchmark index ${Math.round(median(results.map((entry) => entry.result.benchmarkIndex)))}. Transfer sizes in kB of 1,000 bytes.`,
    '',
    table(results),
  ].join('\n');
  console.log(`\n${output}\n`);
  const missed = results.filter(({ page }) => page !== BASELINE_PAGE).flatMap(({ page, result }) => misses(result).map((miss) => `${page}: ${miss}`));
  writeFileSync(join(work, 'results.md'), `${output}\n`);
  writeFileSync(join(work, 'results.json'), JSON.stringify(results, null, 2));
  if (missed.length) {
    console.log(`Targets missed:\n${missed.map((miss) => `  - ${miss}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('Every page meets the targets.');
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(2);
});
