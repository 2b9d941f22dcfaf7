/**
 * `npm run bench:photos`: what the agency's own photos cost. Not part of `npm test`.
 *
 * 1. Build time added per photo: N camera JPEGs (4000 x 3000, with EXIF; 10 and 100 by default)
 *    go through the build's photo step (scripts/build/photos.ts) with an empty cache, then again
 *    with a warm one (what every later build pays), then are published into an export folder.
 * 2. LCP of a post whose photo is an upload against the same post with its image-CDN photo: one
 *    export with both posts, served over HTTP/2 with the CDN's local stand-in (as `npm run bench`
 *    does), Lighthouse mobile, median of BENCH_RUNS (3), measured in interleaved rounds.
 *
 *   npm run bench:photos [-- --counts 10,100] [-- --no-lighthouse]
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { allowedImageOrigins } from '@/lib/image-origins';
import { preparePhotos, publishPhotos } from '../build/photos';
import { renderTable } from '../lib/cli';
import { writeCameraJpeg } from '../lib/synthetic-photos';
import type { Run } from './types';
import { openSession } from './session';
import { median } from './stats';

const { values } = parseArgs({
  options: {
    counts: { type: 'string', default: '10,100' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const counts = values.counts.split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const PORT = Number(process.env.BENCH_PORT || 5616);
const root = join('.bench', 'photos');

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

/** N different camera photos: one drawn, the others the same pixels with distinct bytes after the image's end, so each has its own content hash. */
async function cameraPhotos(dir: string, count: number): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const first = join(dir, 'photo-0001.jpg');
  await writeCameraJpeg(first);
  for (let n = 2; n <= count; n++) {
    const file = join(dir, `photo-${String(n).padStart(4, '0')}.jpg`);
    copyFileSync(first, file);
    appendFileSync(file, `photo ${n}`);
  }
}

async function buildTime(count: number) {
  const photos = join(root, `originals-${count}`);
  const cache = join(root, `cache-${count}`);
  const exportDir = join(root, `export-${count}`);
  for (const dir of [photos, cache, exportDir]) rmSync(dir, { recursive: true, force: true });
  await cameraPhotos(photos, count);
  const load = loadavg()[0] ?? 0;
  let started = process.hrtime.bigint();
  const { manifest } = await preparePhotos(photos, cache);
  const cold = seconds(started);
  started = process.hrtime.bigint();
  await preparePhotos(photos, cache);
  const warm = seconds(started);
  started = process.hrtime.bigint();
  const variants = publishPhotos(exportDir, manifest, cache);
  const publish = seconds(started);
  for (const dir of [photos, cache, exportDir]) rmSync(dir, { recursive: true, force: true });
  return {
    photos: count,
    'first build s': cold.toFixed(1),
    's per photo': (cold / count).toFixed(2),
    'rebuild (cached) s': warm.toFixed(2),
    'publish s': publish.toFixed(2),
    variants,
    'load average': load.toFixed(1),
  };
}

/** The LCP comparison's two posts: the same text, one with the uploaded photo, one with the CDN photo. */
function writeLcpPosts(postsDir: string, photosDir: string) {
  mkdirSync(postsDir, { recursive: true });
  const text = 'Our own photos, taken on the trip.\n\n'.repeat(4);
  const post = (slug: string, image: string) =>
    writeFileSync(
      join(postsDir, `${slug}.md`),
      `---\ntitle: "${slug}"\nauthor: Ada Obi\ndate: 2024-07-02\nimage: ${image}\nimageAlt: Our group at the Old Fort\n---\n\n${text}`,
    );
  post('own-photo', '/images/uploads/fort.jpg');
  post('cdn-photo', `${allowedImageOrigins[0]}/photo-1551632811-561732d1e306`);
  mkdirSync(photosDir, { recursive: true });
}

async function lcp(): Promise<Record<string, string>[]> {
  const posts = join(root, 'lcp-posts');
  const photos = join(root, 'lcp-photos');
  const exportDir = join(root, 'lcp-export');
  for (const dir of [posts, photos, exportDir]) rmSync(dir, { recursive: true, force: true });
  writeLcpPosts(posts, photos);
  await writeCameraJpeg(join(photos, 'fort.jpg'));
  console.log('\nBuilding the LCP export...');
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      POSTS_DIR: resolve(posts),
      PHOTOS_DIR: resolve(photos),
      EXPORT_DIR: exportDir,
    },
  });
  if (build.status !== 0) throw new Error('The LCP export did not build.');
  const paths = { upload: '/blog/own-photo/', 'image CDN': '/blog/cdn-photo/' };
  const session = await openSession({ exportDir, siteDir: join(root, 'lcp-site'), port: PORT });
  const runs = new Map<string, Run[]>();
  try {
    for (const path of Object.values(paths)) await session.measure(path, join(root, 'warm-up.json'));
    for (let round = 0; round < RUNS; round++) {
      for (const path of Object.values(paths))
        runs.set(path, [...(runs.get(path) ?? []), await session.measure(path, join(root, 'run.json'))]);
    }
  } finally {
    await session.close();
  }
  const loads = session.loads;
  return Object.entries(paths).map(([photo, path]) => {
    const measured = runs.get(path) ?? [];
    const image = measured[0]?.bytes.Image;
    return {
      'post photo': photo,
      'LCP s': (median(measured.map((run) => run.lcpMs)) / 1000).toFixed(2),
      Perf: String(median(measured.map((run) => run.performance))),
      'image KB': image !== undefined ? (image / 1024).toFixed(0) : '-',
      'load average': (median(loads) || 0).toFixed(1),
    };
  });
}

/** The rows as a table, one column per key, every column right-aligned. */
function table(rows: Record<string, string | number>[]): string {
  const body = rows.map((row) => Object.values(row).map(String));
  return rows[0] ? renderTable(Object.keys(rows[0]), body, new Set()) : '';
}

async function main() {
  const rows = [];
  for (const count of counts) {
    console.log(`\nPreparing ${count} camera photos...`);
    rows.push(await buildTime(count));
  }
  console.log('\nBuild time added by own photos (4000 x 3000 camera JPEGs, 10 WebP widths each; wall clock)\n');
  console.log(table(rows));
  if (!values['no-lighthouse']) {
    const lcpRows = await lcp();
    console.log(`\nA post's LCP, own photo against image-CDN photo (Lighthouse mobile, median of ${RUNS}, HTTP/2)\n`);
    console.log(table(lcpRows));
  }
}

void main();
