/**
 * Scaffolds a blog post: content/posts/<slug>.md with valid frontmatter, marked as a draft.
 *
 *   npm run new-post -- "A Weekend in Accra" [--author "Ada Obi"] [--date 2024-07-01]
 *
 * Never overwrites an existing post. POSTS_DIR points it at another folder.
 */
import { postPath } from '@/lib/blog-routes';
import { isIsoDate } from '@/lib/dates';
import { collectionDirectory } from '@/lib/collection';
import { posts } from '@/lib/posts';
import { fail, readCommandLine } from '../lib/cli';
import { localIsoDate } from './dates';
import { DEFAULT_AUTHOR, postTemplate } from './posts-template';
import { scaffoldEntry } from './scaffold';

const command = 'new-post';
const { values, positionals } = readCommandLine(command, {
  allowPositionals: true,
  options: { author: { type: 'string', default: DEFAULT_AUTHOR }, date: { type: 'string' } },
});
const title = positionals.join(' ').trim();
const entry = scaffoldEntry(command, { title, directory: collectionDirectory(posts), noun: 'post' });
const date = values.date ?? localIsoDate();
// The build rejects 2024-02-30; better to say so now.
if (!isIsoDate(date)) fail(command, `--date must be a real day as YYYY-MM-DD (got "${date}")`);

const author = values.author.trim() || DEFAULT_AUTHOR;
const file = entry.write(postTemplate({ title, author, date }));

console.log(`Created ${file} by "${author}", dated ${date}.
It is a draft: "npm run dev" shows it at ${postPath(entry.slug)}, the published site does not.
Write the post, then delete the "draft: true" line to publish it.`);
