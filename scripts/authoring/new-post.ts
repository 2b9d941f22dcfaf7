/**
 * Scaffolds a blog post: content/posts/<slug>.md with valid frontmatter, marked as a draft.
 *
 *   npm run new-post -- "A Weekend in Accra" [--author "Ada Obi"] [--date 2024-07-01]
 *
 * Never overwrites an existing post. POSTS_DIR points it at another folder.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { postPath } from '@/lib/blog-routes';
import { isIsoDate } from '@/lib/dates';
import { ENTRY_EXTENSIONS } from '@/lib/content-entry';
import { displayPath, postsDirectory } from '@/lib/posts';
import { fail, readCommandLine } from '../lib/cli';
import { DEFAULT_AUTHOR, localIsoDate, postSlug, postTemplate } from './post-template';

const command = 'new-post';
const { values, positionals } = readCommandLine(command, {
  allowPositionals: true,
  options: { author: { type: 'string', default: DEFAULT_AUTHOR }, date: { type: 'string' } },
});
const title = positionals.join(' ').trim();
if (!title) fail(command, 'give the post a title: npm run new-post -- "A Weekend in Accra"');

const slug = postSlug(title);
if (!slug) fail(command, `"${title}" has no letters or digits to make a file name from`);
const date = values.date ?? localIsoDate();
// The build rejects 2024-02-30; better to say so now.
if (!isIsoDate(date)) fail(command, `--date must be a real day as YYYY-MM-DD (got "${date}")`);

const directory = postsDirectory();
const existing = ENTRY_EXTENSIONS.map((extension) => join(directory, `${slug}${extension}`)).find((path) => existsSync(path));
if (existing) fail(command, `${displayPath(existing)} already exists; choose another title or edit that post`);

const author = values.author.trim() || DEFAULT_AUTHOR;
const file = join(directory, `${slug}.md`);
mkdirSync(directory, { recursive: true });
writeFileSync(file, postTemplate({ title, author, date }), { flag: 'wx' });

console.log(`Created ${displayPath(file)} by "${author}", dated ${date}.
It is a draft: "npm run dev" shows it at ${postPath(slug)}, the published site does not.
Write the post, then delete the "draft: true" line to publish it.`);
