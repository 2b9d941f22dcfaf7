/**
 * `npm run bench`: Lighthouse 13 over the static export as a phone on a CDN would load it; not part
 * of `npm test` (timings vary with the machine). docs/performance.md ("The benchmark") says what it
 * measures and how to read it; in short, it builds first when out/ is missing, serves a copy of the
 * export (.bench/site) and a stand-in for the image CDN over HTTP/2 with TLS (static-site.ts,
 * http2.ts, tls.ts, image-stand-in.ts: the stand-in's origin has exactly as many characters as the
 * CDN's, because React's page payloads prefix text with its length, and the copy's policy is
 * re-hashed), and measures each page interleaved with its no-JS twin (twin.ts) and a bare Next.js
 * export (scripts/lib/bare-next-export.ts), after one unrecorded warm-up run per page, printing the
 * medians of BENCH_RUNS (3) runs with the CPU benchmark index and the load average.
 *
 *   npm run bench [-- /about/ /blog/]     only these pages (default: every page in the sitemap,
 *                                         one post and the first page of each list standing for the rest)
 *   npm run bench -- --all                every page in the sitemap
 *   --throttling simulate|devtools|both   Lighthouse's simulated throttling (the default), the slowdown
 *                                         applied while the page loads, or both in turn; a table each
 *   --variant NAME=DIR                    (repeatable) another export, on its own ports, measured beside
 *                                         the main one in every round and held against its twin
 *   --visit /,/contact/,/privacy/         also a visit of these pages in one tab, on every export, in
 *                                         every round (flow.ts): per page FCP, LCP, TBT, when React
 *                                         hydrated, and the sum over the visit
 *   --cpu-slowdown N                      Lighthouse's CPU slowdown instead of its 4
 *   --first-view-only                     each page once, cold; by default twice in one tab (views.ts)
 *
 * The targets are stats.ts's TARGETS: the exit status is 1 when the main export misses one under
 * applied throttling; the rest is reported only. Writes .bench/results.md, .bench/results.json (with
 * the export's digest, for `npm run bench:pool`) and every report to .bench/reports/.
 */

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fail, readCommandLine } from '../lib/cli';
import { exportDigest } from '../lib/export-files';
import type { Run } from './types';
import { cpuSlowdown, parseVariants, parseVisit, throttlingMethods } from './options';
import { BARE_PAGE, CHROME, openSession, type Session } from './session';
import { viewsTable, type ViewRow } from './views';
import { median, methodTables, misses, perRound, summarise, TARGETS, type PairedRow, type Row, type VisitRows } from './stats';

const SITE_PORT = Number(process.env.BENCH_PORT || 5606);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const work = '.bench';
const siteDir = join(work, 'site');
const reportsDir = join(work, 'reports');

/** LCP per page before issue 14 (its table, simulated throttling): reported when a page is slower. */
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
function pagesToMeasure(named: string[], all: boolean): string[] {
  if (named.length) return named;
  const sitemap = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8');
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  if (all) return pages;
  // A post, a further list page or a topic page costs what its first sibling does; so does a trip, or a list of trips by service or destination.
  const kind = (page: string) =>
    /^\/blog\/.+/.test(page)
      ? page.replace(/^\/blog\/(topics\/)?(page\/)?[^/]+\/.*$/, '/blog/$1$2*')
      : page.replace(/^\/trips\/((?:services|destinations)\/)?[^/]+\/$/, '/trips/$1*');
  const seen = new Set<string>();
  return pages.filter((page) => !seen.has(kind(page)) && Boolean(seen.add(kind(page))));
}

const slug = (url: string) => url.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';

/** One thing measured in every round: a path of one served export, named by its row, or a visit of several. */
type Target = { key: string; session: Session; path: string; visit?: string[] };

function readOptions() {
  const { values, positionals } = readCommandLine('bench', {
    options: {
      all: { type: 'boolean', default: false },
      throttling: { type: 'string', default: 'simulate' },
      variant: { type: 'string', multiple: true, default: [] },
      visit: { type: 'string' },
      'first-view-only': { type: 'boolean', default: false },
      'cpu-slowdown': { type: 'string' },
    },
    allowPositionals: true,
  });
  try {
    const variants = parseVariants(values.variant);
    const missing = variants.find((variant) => !existsSync(join(variant.dir, 'index.html')));
    if (missing) throw new Error(`--variant ${missing.name}: no export in ${missing.dir} (no index.html)`);
    const visit = parseVisit(values.visit);
    const secondView = !values['first-view-only'];
    return {
      pages: positionals,
      all: values.all,
      methods: throttlingMethods(values.throttling),
      variants,
      visit,
      secondView,
      cpuSlowdown: cpuSlowdown(values['cpu-slowdown']),
    };
  } catch (error) {
    return fail('bench', (error as Error).message);
  }
}

async function main() {
  const options = readOptions();
  const loadAtStart = loadavg()[0]!;
  buildIfNeeded();
  const digest = exportDigest('out');
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const { cpuSlowdown: slowdown } = options;
  const session = await openSession({ exportDir: 'out', siteDir, port: SITE_PORT, cpuSlowdown: slowdown });
  const sessions = [session];
  const runs = new Map<string, Run[]>();
  const visits = new Map<string, Run[][]>();
  const views = new Map<string, ViewRow>();
  const pages = pagesToMeasure(options.pages, options.all);
  const twins = new Map(pages.map((page) => [page, session.addTwin(page)]));
  const variantKey = (page: string, name: string) => `${page} (${name})`;
  try {
    // Each variant on its own two ports (site, image stand-in), so its origins are as long as the main one's.
    for (const [index, { name, dir }] of options.variants.entries())
      sessions.push(
        await openSession({
          exportDir: dir,
          siteDir: join(work, `site-${name}`),
          port: SITE_PORT + 2 * (index + 1),
          label: `${name} `,
          cpuSlowdown: slowdown,
        }),
      );
    const target = (on: Session, path: string, key = path): Target => ({ key, session: on, path });
    const measured = [
      target(session, BARE_PAGE),
      ...pages.map((page) => target(session, page)),
      ...options.variants.flatMap(({ name }, index) =>
        pages.map((page) => target(sessions[index + 1]!, page, variantKey(page, name))),
      ),
    ];
    console.log('Warm-up (not recorded): the bare export and each page of each export once');
    for (const { session: on, path } of measured) await on.measure(path, join(reportsDir, 'warm-up.json'), options.methods[0]);
    // A page, its variants and its twin side by side, each measured with every method in turn.
    const visitsMeasured: Target[] = options.visit.length
      ? sessions.map((on, index) => ({
          key: index ? options.variants[index - 1]!.name : 'main',
          session: on,
          path: options.visit[0]!,
          visit: options.visit,
        }))
      : [];
    const order = [
      measured[0]!,
      ...pages.flatMap((page) => [...measured.filter((item) => item.path === page), target(session, twins.get(page)!)]),
      ...visitsMeasured,
    ].flatMap((item) => options.methods.map((method) => ({ ...item, method })));
    for (let round = 1; round <= RUNS; round++) {
      console.log(`Round ${round}/${RUNS}`);
      // Every other round runs backwards, so a page, its twin and the two methods take turns going first.
      for (const { key, session: on, path, method, visit } of round % 2 ? order : [...order].reverse()) {
        if (visit) {
          const steps = await on.measureVisit(visit, join(reportsDir, `visit-${slug(key)}-${method}-${round}.json`), method);
          visits.set(`${method} ${key}`, [...(visits.get(`${method} ${key}`) ?? []), steps]);
          continue;
        }
        const reportFile = join(reportsDir, `${slug(key)}-${method}-${round}.json`);
        // The first view, and with it the second (the same page again in the same tab), from one user flow.
        const [run, second] = options.secondView
          ? await on.measureVisit([path, path], reportFile, method)
          : [await on.measure(path, reportFile, method)];
        const view = views.get(`${method} ${key}`) ?? { page: key, first: [], second: [] };
        views.set(`${method} ${key}`, {
          ...view,
          first: [...view.first, run!.view],
          second: second ? [...view.second, second.view] : view.second,
        });
        runs.set(`${method} ${key}`, [...(runs.get(`${method} ${key}`) ?? []), run!]);
      }
    }
  } finally {
    await Promise.all(sessions.map((each) => each.close()));
  }
  const loads = sessions.flatMap((each) => each.loads);
  const lighthouseVersion = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string })
    .version;

  const tables = options.methods.map((method) => {
    const runsOf = (key: string) => runs.get(`${method} ${key}`)!;
    const summary = (key: string) => summarise(runsOf(key));
    const bare = summary(BARE_PAGE);
    const rows: Row[] = [
      { page: 'bare Next.js export', result: bare },
      ...pages.flatMap((page) => {
        const twin = summary(twins.get(page)!);
        const key = (name: string) => variantKey(page, name);
        return [
          { page, result: summary(page), twin },
          ...options.variants.map(({ name }) => ({ page: key(name), result: summary(key(name)), twin })),
        ];
      }),
    ];
    const paired: PairedRow[] = pages.flatMap((page) =>
      [page, ...options.variants.map(({ name }) => variantKey(page, name))].map((key) => ({
        page: key,
        lcpOverTwinMs: perRound(runsOf(key), runsOf(twins.get(page)!), (run) => run.lcpMs),
        tbtOverBareMs: perRound(runsOf(key), runsOf(BARE_PAGE), (run) => run.tbtMs),
      })),
    );
    const methodRuns = [
      ...[...runs].filter(([key]) => key.startsWith(`${method} `)).flatMap(([, list]) => list),
      ...[...visits].filter(([key]) => key.startsWith(`${method} `)).flatMap(([, list]) => list.flat()),
    ];
    const visitRows: VisitRows[] = options.visit.length
      ? ['main', ...options.variants.map(({ name }) => name)].map((name) => ({ name, rounds: visits.get(`${method} ${name}`)! }))
      : [];
    const indices = methodRuns.map((run) => run.benchmarkIndex);
    const protocols = [...new Set(methodRuns.flatMap((run) => run.protocols))].join(', ');
    const throttling = runsOf(BARE_PAGE).at(-1)!.throttlingApplied;
    const viewRows = [
      { ...views.get(`${method} ${BARE_PAGE}`)!, page: 'bare Next.js export' },
      ...pages.flatMap((page) => [
        views.get(`${method} ${page}`)!,
        ...options.variants.map(({ name }) => views.get(`${method} ${variantKey(page, name)}`)!),
        { ...views.get(`${method} ${twins.get(page)!}`)!, page: `${page} no-JS twin` },
      ]),
    ];
    const text = [
      `Lighthouse ${lighthouseVersion}, mobile, ${throttling}, median of ${RUNS} interleaved runs over ${protocols}; Chromium ${CHROME}.`,
      `CPU benchmark index ${Math.round(median(indices))} (${Math.round(Math.min(...indices))}–${Math.round(Math.max(...indices))}); ` +
        `load average ${loadAtStart.toFixed(1)} at the start, median ${median(loads).toFixed(1)} during the runs, on ${cpus().length} CPUs. Sizes in kB (1,000 bytes) transferred.`,
      '',
      methodTables(method, rows, paired, visitRows, options.visit),
      '',
      options.secondView
        ? 'First and second view (medians; the second view loads the same page again in the same tab, with the cache the first left):'
        : 'First view (medians):',
      '',
      viewsTable(viewRows),
    ].join('\n');
    const longestTask = (key: string) => median(views.get(`${method} ${key}`)!.first.map((view) => view.longestTaskMs));
    const missed = rows.slice(1).flatMap((row) => {
      const lines = misses(row, bare, TARGETS[method], { page: longestTask(row.page), bare: longestTask(BARE_PAGE) });
      const before = LCP_BEFORE_MS[row.page];
      if (method === 'simulate' && before && row.result.lcpMs > before)
        lines.push(`${row.page}: LCP ${(row.result.lcpMs / 1000).toFixed(2)} s is worse than before (${before / 1000} s)`);
      return lines.map((line) => ({ line, counts: method === 'devtools' && pages.includes(row.page) }));
    });
    return { method, throttling, rows, paired, indices, text, missed, visitRows, viewRows };
  });

  const output = tables.map(({ text }) => text).join('\n\n');
  console.log(`\n${output}\n`);
  writeFileSync(join(work, 'results.md'), `${output}\n`);
  const json = Object.fromEntries(
    tables.map(({ method, throttling, rows, paired, indices, visitRows, viewRows }) => [
      method,
      { throttling, rows, paired, indices, visits: visitRows, views: viewRows },
    ]),
  );
  writeFileSync(join(work, 'results.json'), JSON.stringify({ ...json, exportDigest: digest, loadAtStart, loads }, null, 2));
  console.log(`Export digest ${digest}: npm run bench:pool pools this run's results.json with other runs of the same export.`);

  for (const { method, missed } of tables) {
    if (!missed.length) console.log(`${method}: every page meets the targets.`);
    else
      console.log(
        `${method}: targets missed${method === 'devtools' ? '' : ' (reported only)'}:\n` +
          missed.map(({ line, counts }) => `  - ${line}${counts ? '' : ' (reported only)'}`).join('\n'),
      );
  }
  if (tables.some(({ missed }) => missed.some(({ counts }) => counts))) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(2);
});
