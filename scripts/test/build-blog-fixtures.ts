/**
 * Builds the two extra exports the blog's fixture tests run against (e2e/blog-fixtures/):
 *   .exports/blog-many   three list pages of published posts and 2 drafts: pagination, drafts left out
 *   .exports/blog-empty  no posts at all: the empty state, and proof the export still builds
 * `npm test` runs this after the main build; out/ is left untouched.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FIXTURE_DRAFTS, FIXTURE_POSTS, writeSyntheticPosts } from '../lib/synthetic-posts';

const root = '.exports';
const builds = [
  {
    name: 'blog-many',
    posts: join(root, 'posts-many'),
    prepare: (dir: string) => writeSyntheticPosts(dir, FIXTURE_POSTS, { drafts: FIXTURE_DRAFTS }),
  },
  { name: 'blog-empty', posts: join(root, 'posts-empty'), prepare: (dir: string) => void mkdirSync(dir, { recursive: true }) },
];

let failed = false;
for (const build of builds) {
  rmSync(build.posts, { recursive: true, force: true });
  build.prepare(build.posts);
  console.log(`\nBuilding ${join(root, build.name)} from ${build.posts}`);
  // npm run build, not next build: the fixture exports get the same CSP and _headers as out/.
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      POSTS_DIR: resolve(build.posts),
      EXPORT_DIR: join(root, build.name),
    },
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
