/**
 * Builds the extra exports the blog's fixture tests run against (e2e/blog-fixtures/):
 *   .exports/blog-many   three list pages of published posts and 2 drafts: pagination, drafts left out
 *   .exports/blog-empty  no posts at all: the empty state, and proof the export still builds
 *   .exports/photos      one post whose photo (and a photo in its text) is a 4000 x 3000 camera
 *                        JPEG with GPS EXIF, as uploaded in the CMS: the own-photo tests
 * `npm test` runs this after the main build; out/, content/posts and public/ are left untouched.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writePhotoFixture } from '../lib/synthetic-photos';
import { FIXTURE_DRAFTS, FIXTURE_POSTS, writeSyntheticPosts } from '../lib/synthetic-posts';

const root = '.exports';
type FixtureBuild = { name: string; posts: string; photos?: string; prepare: (dir: string) => void | Promise<void> };

const builds: FixtureBuild[] = [
  {
    name: 'blog-many',
    posts: join(root, 'posts-many'),
    prepare: (dir: string) => writeSyntheticPosts(dir, FIXTURE_POSTS, { drafts: FIXTURE_DRAFTS }),
  },
  { name: 'blog-empty', posts: join(root, 'posts-empty'), prepare: (dir: string) => void mkdirSync(dir, { recursive: true }) },
  {
    name: 'photos',
    posts: join(root, 'posts-photos'),
    photos: join(root, 'photos-uploads'),
    prepare: (dir: string) => writePhotoFixture(dir, join(root, 'photos-uploads')),
  },
];

async function main() {
  let failed = false;
  for (const build of builds) {
    rmSync(build.posts, { recursive: true, force: true });
    if (build.photos) rmSync(build.photos, { recursive: true, force: true });
    await build.prepare(build.posts);
    console.log(`\nBuilding ${join(root, build.name)} from ${build.posts}`);
    // npm run build, not next build: the fixture exports get the same CSP and _headers as out/.
    const result = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        POSTS_DIR: resolve(build.posts),
        EXPORT_DIR: join(root, build.name),
        ...(build.photos ? { PHOTOS_DIR: resolve(build.photos) } : {}),
      },
    });
    if (result.status !== 0) failed = true;
  }
  process.exit(failed ? 1 : 0);
}

void main();
