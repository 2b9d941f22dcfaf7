/**
 * `npm run bench`: Lighthouse 13 over the static export as a phone on a CDN would load it. Not part
 * of `npm test` (timings vary with the machine); the budget checks cover the deterministic sizes.
 *
 * - builds first when out/ is missing;
 * - serves a copy of the export (.bench/site) over HTTP/2 with TLS (static-site.ts, http2.ts), with
 *   a certificate made at run time (tls.ts) that Chromium trusts through an SPKI pin;
 * - answers the image CDN with a local stand-in (image-stand-in.ts), also HTTP/2 + TLS: the copy's
 *   CDN URLs point at https://imgs.localhost:PORT, which Chromium resolves to this machine and
 *   which has exactly as many characters as the CDN's origin, because React's page payloads prefix
 *   text with its length; the copy's Content-Security-Policy is re-hashed to match;
 * - for each page measures, interleaved in every round, the page, its no-JS twin (twin.ts: the same
 *   HTML without scripts; its LCP is what the photo, font and CSS alone allow) and a bare Next.js
 *   export of the same versions (scripts/lib/bare-next-export.ts): what the framework alone scores
 *   on this machine. Rounds alternate their order so a drift in machine load hits every row alike;
 * - one unrecorded warm-up run per page first (fills the stand-in's image cache, as a CDN edge
 *   serves cached images, so drawing never competes with the measured page for the CPU);
 * - prints the medians of BENCH_RUNS (3) runs: Perf, FCP, LCP, TBT, CLS, the LCP element, transfer
 *   bytes by type, LCP ÷ twin and LCP − twin, with the CPU benchmark index Lighthouse measured and
 *   the machine's load average, so a reader can tell a quiet run from a busy one.
 *
 *   npm run bench [-- /about/ /blog/]     only these pages (default: every page in the sitemap,
 *                                         one post and the first page of each list standing for the rest)
 *   npm run bench -- --all                every page in the sitemap
 *
 * Targets (stats.ts): Performance >= 99, LCP − twin <= 0.60 s, TBT <= bare + 50 ms, CLS 0, LCP no
 * worse than before issue 14. Writes .bench/results.md, .bench/results.json and every report to
 * .bench/reports/. Exits 1 when a page misses a target.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Run } from './lighthouse';
import { BARE_PAGE, CHROME, openSession } from './session';
import { markdownTable, median, misses, summarise, type Row } from './stats';

const SITE_PORT = Number(process.env.BENCH_PORT || 5606);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const work = '.bench';
const siteDir = join(work, 'site');
const reportsDir = join(work, 'reports');

/** LCP per page before issue 14 (its table, same method): no page may get slower than this. */
const LCP_BEFORE_MS: Record<string, number> = {
  '/': 2400,
  '/about/': 2400,
  '/services/': 2630,
  '/blog/': 2560,
  '/contact/': 1800,
  '/blog/hiking-in-the-alps/': 2410,
};

function buildIfNeeded() {
  if (existsSync('out/index.html')) return;
  console.log('No export in out/: building it first.');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error('The build failed.');
}

/** Pages to measure: those named on the command line, else the sitemap's, one of each kind. */
function pagesToMeasure(): string[] {
  const args = process.argv.slice(2);
  const named = args.filter((arg) => arg.startsWith('/'));
  if (named.length) return named;
  const sitemap = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8');
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  if (args.includes('--all')) return pages;
  // A post, a further list page or a topic page costs what its first sibling does.
  const kind = (page: string) =>
    /^\/blog\/.+/.test(page) ? page.replace(/^\/blog\/(topics\/)?(page\/)?[^/]+\/.*$/, '/blog/$1$2*') : page;
  const seen = new Set<string>();
  return pages.filter((page) => !seen.has(kind(page)) && Boolean(seen.add(kind(page))));
}

const slug = (url: string) => url.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';

async function main() {
  const loadAtStart = loadavg()[0]!;
  buildIfNeeded();
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const session = await openSession({ exportDir: 'out', siteDir, port: SITE_PORT });
  const pages = pagesToMeasure();
  const twins = new Map(pages.map((page) => [page, session.addTwin(page)]));
  const runs = new Map<string, Run[]>();
  try {
    console.log('Warm-up (not recorded): the bare export and each page once');
    for (const path of [BARE_PAGE, ...pages]) await session.measure(path, join(reportsDir, 'warm-up.json'));
    const order = [BARE_PAGE, ...pages.flatMap((page) => [page, twins.get(page)!])];
    for (let round = 1; round <= RUNS; round++) {
      console.log(`Round ${round}/${RUNS}`);
      // Every other round runs backwards, so a page and its twin take turns going first.
      for (const path of round % 2 ? order : [...order].reverse()) {
        const run = await session.measure(path, join(reportsDir, `${slug(path)}-${round}.json`));
        runs.set(path, [...(runs.get(path) ?? []), run]);
      }
    }
  } finally {
    await session.close();
  }
  const loads = session.loads;

  const bare = summarise(runs.get(BARE_PAGE)!);
  const rows: Row[] = [
    { page: 'bare Next.js export', result: bare },
    ...pages.map((page) => ({ page, result: summarise(runs.get(page)!), twin: summarise(runs.get(twins.get(page)!)!) })),
  ];
  const indices = [...runs.values()].flat().map((run) => run.benchmarkIndex);
  const protocols = [...new Set([...runs.values()].flat().flatMap((run) => run.protocols))].join(', ');
  const lighthouseVersion = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string })
    .version;
  const output = [
    `Lighthouse ${lighthouseVersion}, mobile (simulated throttling), median of ${RUNS} interleaved runs over ${protocols}; Chromium ${CHROME}.`,
    `CPU benchmark index ${Math.round(median(indices))} (${Math.round(Math.min(...indices))}–${Math.round(Math.max(...indices))}); ` +
      `load average ${loadAtStart.toFixed(1)} at the start, median ${median(loads).toFixed(1)} during the runs, on ${cpus().length} CPUs. Sizes in kB (1,000 bytes) transferred.`,
    '',
    markdownTable(rows),
  ].join('\n');
  console.log(`\n${output}\n`);
  writeFileSync(join(work, 'results.md'), `${output}\n`);
  writeFileSync(join(work, 'results.json'), JSON.stringify({ rows, loadAtStart, loads, indices }, null, 2));

  const missed = rows.slice(1).flatMap((row) => {
    const lines = misses(row, bare);
    const before = LCP_BEFORE_MS[row.page];
    if (before && row.result.lcpMs > before)
      lines.push(`${row.page}: LCP ${(row.result.lcpMs / 1000).toFixed(2)} s is worse than before (${before / 1000} s)`);
    return lines;
  });
  if (missed.length) {
    console.log(`Targets missed:\n${missed.map((miss) => `  - ${miss}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('Every page meets the targets.');
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(2);
});
