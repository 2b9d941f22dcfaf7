/**
 * `npm run bench:blog`: how the blog scales. For N synthetic posts (10, 100, 1000 by default) it
 * builds the site into .bench/blog-N and prints the build time, the gzipped size of the list and
 * post pages, then runs Lighthouse (over HTTP/2 + TLS, as `npm run bench` does) on /blog/, a post
 * and, when the build has topic pages, the first topic page: Perf and LCP, median of BENCH_RUNS (3).
 * Pagination keeps /blog/ at ten posts, so none of these may degrade as N grows. It also indexes
 * the posts for search (scripts/build/search-index.ts) and reports the index's size, and the bytes
 * and time of a first query ("visa") on /blog/ under applied throttling (scripts/bench/search.ts).
 * Not part of `npm test`.
 *
 *   npm run bench:blog [-- --sizes 10,100,1000] [-- --keep] [-- --no-lighthouse]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { writeSyntheticPosts } from '../lib/synthetic-posts';
import { writeSearchIndex } from '../build/search-index';
import type { Run } from './types';
import { indexBytes, measureFirstQuery, TYPING_DELAY_MS } from './search';
import { openSession } from './session';
import { median } from './stats';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10,100,1000' },
    keep: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const PORT = Number(process.env.BENCH_PORT || 5606);
const root = '.bench';

const gzipKb = (file: string) => (gzipSync(readFileSync(file), { level: 9 }).length / 1024).toFixed(1);

function htmlPages(directory: string): number {
  return readdirSync(directory, { recursive: true }).filter((name) => String(name).endsWith('index.html')).length;
}

function folderMb(directory: string): string {
  let bytes = 0;
  for (const name of readdirSync(directory, { recursive: true })) {
    const stat = statSync(join(directory, String(name)));
    if (stat.isFile()) bytes += stat.size;
  }
  return (bytes / 1024 / 1024).toFixed(1);
}

/** The first topic page of the export, when the blog has topic pages. */
function firstTopic(exportDir: string): string | undefined {
  const topics = join(exportDir, 'blog', 'topics');
  if (!existsSync(topics)) return undefined;
  const first = readdirSync(topics, { withFileTypes: true }).find(
    (entry) => entry.isDirectory() && existsSync(join(topics, entry.name, 'index.html')),
  );
  return first && `/blog/topics/${first.name}/`;
}

/** Perf and LCP medians of each page, measured in interleaved rounds. */
async function lighthouseRows(exportDir: string, count: number): Promise<Record<string, string>> {
  const pages: Record<string, string | undefined> = {
    '/blog/': '/blog/',
    post: '/blog/synthetic-post-0001/',
    topic: firstTopic(exportDir),
  };
  const session = await openSession({ exportDir, siteDir: join(root, `blog-site-${count}`), port: PORT });
  const runs = new Map<string, Run[]>();
  try {
    const paths = Object.values(pages).filter((path): path is string => Boolean(path));
    for (const path of paths) await session.measure(path, join(root, 'blog-warm-up.json'));
    for (let round = 0; round < RUNS; round++) {
      for (const path of paths)
        runs.set(path, [...(runs.get(path) ?? []), await session.measure(path, join(root, 'blog-run.json'))]);
    }
  } finally {
    await session.close();
    rmSync(session.siteDir, { recursive: true, force: true });
  }
  const cells: Record<string, string> = {};
  for (const [name, path] of Object.entries(pages)) {
    const measured = path ? runs.get(path) : undefined;
    cells[`${name} Perf`] = measured ? String(median(measured.map((run) => run.performance))) : '-';
    cells[`${name} LCP s`] = measured ? (median(measured.map((run) => run.lcpMs)) / 1000).toFixed(2) : '-';
  }
  return cells;
}

async function main() {
  const rows: Record<string, string | number>[] = [];
  for (const count of sizes) {
    const posts = join(root, `blog-posts-${count}`);
    const exportDir = join(root, `blog-${count}`);
    rmSync(posts, { recursive: true, force: true });
    rmSync(exportDir, { recursive: true, force: true });
    writeSyntheticPosts(posts, count);

    console.log(`\nBuilding with ${count} posts...`);
    const started = process.hrtime.bigint();
    const result = spawnSync('npx', ['next', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', POSTS_DIR: resolve(posts), EXPORT_DIR: exportDir },
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (result.status !== 0) throw new Error(`Build with ${count} posts failed.`);

    await writeSearchIndex(exportDir, { entries: count });
    const firstQuery = await measureFirstQuery(exportDir, PORT + 1, 'visa', RUNS);

    const blog = join(exportDir, 'blog');
    const lastPage = Math.ceil(count / 10);
    rows.push({
      posts: count,
      'build s': seconds.toFixed(1),
      '/blog/ KB gz': gzipKb(join(blog, 'index.html')),
      'last list page KB gz': lastPage > 1 ? gzipKb(join(blog, 'page', String(lastPage), 'index.html')) : '-',
      'post page KB gz': gzipKb(join(blog, 'synthetic-post-0001', 'index.html')),
      'feed.xml KB gz': gzipKb(join(exportDir, 'feed.xml')),
      'list pages': existsSync(join(blog, 'page')) ? readdirSync(join(blog, 'page')).length + 1 : 1,
      'HTML pages': htmlPages(exportDir),
      'export MB': folderMb(exportDir),
      'search index KB': (indexBytes(exportDir) / 1024).toFixed(1),
      'first query KB': (firstQuery.bytes / 1024).toFixed(1),
      'first query requests': firstQuery.requests,
      'first results s (at once)': (firstQuery.ms / 1000).toFixed(2),
      'first results s (after typing)': (firstQuery.typedMs / 1000).toFixed(2),
      'first query says': firstQuery.results,
      ...(values['no-lighthouse'] ? {} : await lighthouseRows(exportDir, count)),
    });
    // A long run on a busy machine may be stopped: each size's row is printed as soon as it is measured.
    console.log(table(rows.slice(-1)));
    if (!values.keep) {
      rmSync(posts, { recursive: true, force: true });
      rmSync(exportDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nBlog benchmark (gzip level 9; build time is wall clock, type-checking included; Lighthouse mobile, median of ${RUNS}, HTTP/2;` +
      ` first query "visa" on /blog/, median of ${RUNS}, 150 ms / 1.6 Mbps / 4x CPU, empty cache: at once = focus to results,` +
      ` after typing = a key every ${TYPING_DELAY_MS} ms, last key to results)\n`,
  );
  console.log(table(rows));
}

/** A markdown table, ready to paste into a README or a pull request. */
function table(records: Record<string, string | number>[]): string {
  const [first] = records;
  if (!first) return '';
  const columns = Object.keys(first);
  const line = (cells: (string | number | undefined)[]) => `| ${cells.join(' | ')} |`;
  return [
    line(columns),
    line(columns.map(() => '---:')),
    ...records.map((record) => line(columns.map((column) => record[column]))),
  ].join('\n');
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
