#!/usr/bin/env node
/**
 * How the blog scales: for N synthetic posts (10, 100, 1000 by default) it builds the site into
 * .bench/blog-N and prints the build time and the gzipped size of the list page. Pagination
 * keeps /blog/ at ten posts, so its size must stay flat as N grows. Not part of `npm test`.
 *
 *   npm run bench:blog [-- --sizes 10,100,1000] [-- --keep]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { writeSyntheticPosts } from './synthetic-posts.mjs';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '10,100,1000' }, keep: { type: 'boolean', default: false } } });
const sizes = values.sizes.split(',').map(Number);
const root = '.bench';

const gzipKb = (file) => (gzipSync(readFileSync(file), { level: 9 }).length / 1024).toFixed(1);

/** Every exported HTML page under a folder. */
function htmlPages(directory) {
  return readdirSync(directory, { recursive: true }).filter((name) => String(name).endsWith('index.html')).length;
}

function folderMb(directory) {
  let bytes = 0;
  for (const name of readdirSync(directory, { recursive: true })) {
    const stat = statSync(join(directory, String(name)));
    if (stat.isFile()) bytes += stat.size;
  }
  return (bytes / 1024 / 1024).toFixed(1);
}

const rows = [];
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
  if (result.status !== 0) {
    console.error(`Build with ${count} posts failed.`);
    process.exit(1);
  }

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
  });
  if (!values.keep) {
    rmSync(posts, { recursive: true, force: true });
    rmSync(exportDir, { recursive: true, force: true });
  }
}

/** A markdown table, ready to paste into a README or a pull request. */
function table(records) {
  const [first] = records;
  if (!first) return '';
  const columns = Object.keys(first);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---:')), ...records.map((record) => line(columns.map((column) => record[column])))].join('\n');
}

console.log('\nBlog build benchmark (gzip level 9; build time is wall clock, type-checking included)\n');
console.log(table(rows));
