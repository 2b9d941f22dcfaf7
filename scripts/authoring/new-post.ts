#!/usr/bin/env node
/**
 * Scaffolds a blog post: content/posts/<slug>.md with valid frontmatter, marked as a draft.
 *
 *   npm run new-post -- "A Weekend in Accra" [--author "Ada Obi"] [--date 2024-07-01]
 *
 * Never overwrites an existing post. POSTS_DIR points it at another folder.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_AUTHOR, localIsoDate, postSlug, postTemplate } from './new-post-file.mjs';

/** Paths inside the project relative to it, others in full. */
function shown(path) {
  const fromRoot = relative(process.cwd(), path);
  return fromRoot.startsWith('..') || isAbsolute(fromRoot) ? path : fromRoot;
}

/** A real calendar day as YYYY-MM-DD (the build rejects 2024-02-30; better to say so now). */
function isRealDay(value) {
  const day = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

function fail(message) {
  console.error(`new-post: ${message}`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { author: { type: 'string', default: DEFAULT_AUTHOR }, date: { type: 'string' } },
  });
} catch (error) {
  fail(error.message);
}
const { values, positionals } = parsed;
const title = positionals.join(' ').trim();
if (!title) fail('give the post a title: npm run new-post -- "A Weekend in Accra"');

const slug = postSlug(title);
if (!slug) fail(`"${title}" has no letters or digits to make a file name from`);
const date = values.date ?? localIsoDate();
if (!isRealDay(date)) fail(`--date must be a real day as YYYY-MM-DD (got "${date}")`);

const directory = resolve(process.env.POSTS_DIR || join('content', 'posts'));
const existing = ['.md', '.markdown'].map((ext) => join(directory, `${slug}${ext}`)).find((path) => existsSync(path));
if (existing) fail(`${shown(existing)} already exists; choose another title or edit that post`);

const author = values.author.trim() || DEFAULT_AUTHOR;
const file = join(directory, `${slug}.md`);
mkdirSync(directory, { recursive: true });
writeFileSync(file, postTemplate({ title, author, date }), { flag: 'wx' });

console.log(`Created ${shown(file)} by "${author}", dated ${date}.
It is a draft: "npm run dev" shows it at /blog/${slug}/, the published site does not.
Write the post, then delete the "draft: true" line to publish it.`);
