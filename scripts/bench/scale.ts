/**
 * `npm run bench:scale -- <collection>`: how a collection of lib/collections.ts scales, built with
 * 10, 100 and 1,000 synthetic entries (its `folderEnv` pointing at them; Next's type check skipped,
 * as it does not grow with N). docs/performance.md ("The other benchmarks") lists what it prints per
 * size: the build time, the pages against the budget (scripts/check/budget.ts), the feed, the search
 * index and a first query (search.ts), and Perf and LCP (session.ts). Not part of `npm test`.
 *
 *   npm run bench:scale -- <posts|trips|visas> [--sizes 10,100,1000] [--keep] [--no-lighthouse]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { collectEntries, readEntryFiles, type BaseEntry } from '@/lib/collection';
import { collectionPages, collections, type SiteCollection } from '@/lib/collections';
import budgetFile from '../../budget.json';
import { breaches, checkExport, gzipSize, type Budget } from '../check/budget';
import { fail, readCommandLine } from '../lib/cli';
import { scanTags } from '../lib/html';
import { writeSampleCopies } from '../lib/synthetic-copies';
import { writeSyntheticPosts } from '../lib/synthetic-posts';
import { writeSyntheticTrips } from '../lib/synthetic-trips';
import type { Run } from './types';
import { folderBytes, indexBytes, measureFirstQuery, TYPING_DELAY_MS } from './search';
import { openSession } from './session';
import { median, renderTable } from './stats';

type Name = keyof typeof collections;

/** The collections with a generator of their own; any other is benched with copies of its own samples, retitled. */
const writers: Partial<Record<Name, (directory: string, count: number) => void>> = {
  posts: writeSyntheticPosts,
  trips: writeSyntheticTrips,
};

const command = 'bench:scale';
const { values, positionals } = readCommandLine(command, {
  allowPositionals: true,
  options: {
    sizes: { type: 'string', default: '10,100,1000' },
    keep: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
// A collection of data without pages of its own (the testimonials) has no pages to measure.
const names = (Object.keys(collections) as Name[]).filter((key) => collections[key].pages);
const name = names.find((key) => key === positionals[0]);
if (!name || positionals.length !== 1) fail(command, `name one collection of lib/collections.ts: ${names.join(', ')}`);
// As collectionList does: any collection's entries are at least BaseEntry.
const site = collections[name] as unknown as Required<SiteCollection<BaseEntry>>;
const { collection } = site;
const write = writers[name] ?? ((directory: string, count: number) => writeSampleCopies(collection, directory, count));
const listPath = collectionPages.find(({ list }) => list === collection.name)!.path;

const RUNS = Number(process.env.BENCH_RUNS || 3);
const PORT = Number(process.env.BENCH_PORT || 5606);
const root = '.bench';
const budget: Budget = budgetFile;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The pages the collection's `pages(entries)` makes of these entries, told apart: its lists (its own list first) and its entries. */
function collectionRoutes(entries: readonly BaseEntry[]) {
  const entryPaths = new Set(entries.map((entry) => site.entryPath(entry.slug)));
  const lists = new Set([listPath, ...site.pages(entries).map(({ path }) => path)].filter((path) => !entryPaths.has(path)));
  return { lists: [...lists], entries: [...entryPaths] };
}

/**
 * The feed the list page announces (`<link rel="alternate">`) whose items link to the collection's
 * entries: the blog's feed for the posts, none for a collection the feed does not carry.
 */
function entryFeed(exportDir: string, entryPaths: readonly string[]): string | undefined {
  const page = readFileSync(join(exportDir, listPath, 'index.html'), 'utf8');
  return scanTags(page)
    .filter(({ name, attributes }) => name === 'link' && attributes.rel === 'alternate' && /xml/.test(attributes.type ?? ''))
    .map(({ attributes }) => join(exportDir, new URL(attributes.href ?? '', 'https://x').pathname))
    .find((file) => {
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      return entryPaths.some((path) => text.includes(`${path}</link>`));
    });
}

/** Perf and LCP medians of each page, measured in interleaved rounds. */
async function lighthouseCells(exportDir: string, pages: Record<string, string | undefined>): Promise<Record<string, string>> {
  const session = await openSession({ exportDir, siteDir: join(root, `scale-site-${name}`), port: PORT });
  const paths = [...new Set(Object.values(pages))].filter((path): path is string => Boolean(path));
  const runs = new Map<string, Run[]>();
  try {
    for (const path of paths) await session.measure(path, join(root, 'scale-warm-up.json'));
    for (let round = 0; round < RUNS; round++) {
      for (const path of paths)
        runs.set(path, [...(runs.get(path) ?? []), await session.measure(path, join(root, 'scale-run.json'))]);
    }
  } finally {
    await session.close();
    rmSync(session.siteDir, { recursive: true, force: true });
  }
  const cells: Record<string, string> = {};
  for (const [label, path] of Object.entries(pages)) {
    const measured = path ? runs.get(path) : undefined;
    cells[`${label} Perf`] = measured ? String(median(measured.map((run) => run.performance))) : '-';
    cells[`${label} LCP s`] = measured ? (median(measured.map((run) => run.lcpMs)) / 1000).toFixed(2) : '-';
  }
  return cells;
}

async function measureSize(count: number): Promise<Record<string, string>> {
  const folder = join(root, `scale-${name}-entries-${count}`);
  const exportDir = join(root, `scale-${name}-${count}`);
  for (const directory of [folder, exportDir]) rmSync(directory, { recursive: true, force: true });
  write(folder, count);
  const routes = collectionRoutes(collectEntries(collection, readEntryFiles(folder), { includeDrafts: false }));

  console.log(`\nBuilding with ${count} ${collection.name}...`);
  const started = process.hrtime.bigint();
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      SKIP_BUILD_TYPECHECK: '1',
      [collection.folderEnv]: resolve(folder),
      EXPORT_DIR: exportDir,
    },
  });
  if (result.status !== 0) throw new Error(`Build with ${count} ${collection.name} failed.`);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  const { rows, problems } = checkExport({ dir: exportDir, basePath: '', budget });
  const html = new Map(rows.map((row) => [row.route, row.html]));
  const sizeOf = (path: string) => {
    const size = html.get(path);
    if (size === undefined) throw new Error(`${path} is not in ${exportDir}: did the build read ${collection.folderEnv}?`);
    return size;
  };
  const largest = (paths: readonly string[]) => [...paths].sort((a, b) => sizeOf(b) - sizeOf(a))[0];
  const otherList = largest(routes.lists.slice(1));
  const entry = largest(routes.entries);
  const feed = entryFeed(exportDir, routes.entries);
  const firstQuery = await measureFirstQuery(exportDir, PORT + 1, 'visa', RUNS);
  const row = {
    [collection.name]: String(count),
    'build s': seconds.toFixed(1),
    [`${listPath} KiB gz`]: kib(sizeOf(listPath)),
    'largest other list page KiB gz': otherList ? kib(sizeOf(otherList)) : '-',
    'largest entry page KiB gz': entry ? kib(sizeOf(entry)) : '-',
    'pages over the budget': String(rows.filter((measured) => breaches(measured, budget).length > 0).length),
    'feed KiB gz': feed ? kib(gzipSize(readFileSync(feed))) : '-',
    'list pages': String(routes.lists.length),
    'HTML pages': String(rows.length),
    'export MB': (folderBytes(exportDir) / 1024 / 1024).toFixed(1),
    'search index KiB': kib(indexBytes(exportDir)),
    'first query KiB': kib(firstQuery.bytes),
    'first query requests': String(firstQuery.requests),
    'first results s (at once)': (firstQuery.ms / 1000).toFixed(2),
    'first results s (after typing)': (firstQuery.typedMs / 1000).toFixed(2),
    'first query says': firstQuery.results,
    ...(values['no-lighthouse']
      ? {}
      : await lighthouseCells(exportDir, { [listPath]: listPath, 'other list': otherList, entry })),
  };
  console.log(`  largest other list page ${otherList ?? '-'}, largest entry page ${entry ?? '-'}`);
  for (const problem of problems) console.log(`  ${problem}`);
  if (!values.keep) for (const directory of [folder, exportDir]) rmSync(directory, { recursive: true, force: true });
  return row;
}

async function main() {
  const rows: Record<string, string>[] = [];
  const table = () => {
    const header = Object.keys(rows[0] ?? {});
    return renderTable(
      header,
      rows.map((row) => header.map((column) => row[column] ?? '-')),
      new Set([header.indexOf('first query says')]),
    );
  };
  const sizes = values.sizes.split(',').map(Number);
  for (const count of sizes) {
    rows.push(await measureSize(count));
    // A long run on a busy machine may be stopped: the table so far is printed as soon as each size is measured.
    if (rows.length < sizes.length) console.log(table());
  }
  console.log(
    `\n${collection.name} at scale (gzip level 6, KiB = 1,024 bytes, as the budget; build time is wall clock, Next's type check skipped;` +
      (values['no-lighthouse'] ? '' : ` Lighthouse mobile, median of ${RUNS}, HTTP/2;`) +
      ` first query "visa" on /blog/, median of ${RUNS}, 150 ms / 1.6 Mbps / 4x CPU,` +
      ` empty cache: at once = focus to results, after typing = a key every ${TYPING_DELAY_MS} ms, last key to results)\n`,
  );
  console.log(table());
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
