/**
 * Builds the extra exports the fixture tests run against (playwright.config.ts names their projects):
 *   .exports/blog-many   21 published posts and 2 drafts (pagination, drafts left out), one older
 *                        post whose photo (and a photo in its text) is a 4000 x 3000 camera JPEG with
 *                        GPS EXIF, as uploaded in the CMS (the own-photo tests), and the contact form
 *                        posting to the loopback receiver the contact-endpoint tests start
 *                        (NEXT_PUBLIC_CONTACT_ENDPOINT=http://127.0.0.1:<E2E_PORT + 250>/enquiries)
 *   .exports/blog-empty  no posts at all: the empty state, and proof the export still builds
 *   .exports/analytics   the site's own posts, counting to a loopback receiver of Plausible's events
 *                        API and delivering its enquiries beside it (e2e/analytics/setup.ts)
 * `npm test` runs this beside the checks; out/, content/posts and public/ are left untouched.
 *
 *   npx tsx scripts/test/build-blog-fixtures.ts
 *
 * Next's own type check is skipped here (SKIP_BUILD_TYPECHECK): `npm test` runs `tsc` once over the
 * same sources, and these exports differ from out/ only by their posts and environment.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { analyticsFormEndpoint, analyticsHost } from '../../e2e/analytics/setup';
import { LATER_BUILD_DATE, TEST_BUILD_DATE } from '../../e2e/build-dates';
import { contactEndpointSetup, type ContactEndpointManifest } from '../../e2e/contact-endpoint/setup';
import { PHOTO_POST, writePhotoFixture } from '../lib/synthetic-photos';
import { FIXTURE_DRAFTS, FIXTURE_POSTS, syntheticDate, writeSyntheticPosts } from '../lib/synthetic-posts';

const root = '.exports';
/** The photo post is older than every synthetic post and has no topic: it is the last entry of the last list page. */
const PHOTO_POST_DATE = syntheticDate(-1);

type FixtureBuild = {
  name: string;
  posts: string;
  photos?: string;
  env?: Record<string, string>;
  prepare: () => Promise<void>;
  /** The site's own posts: neither removed nor rewritten. */
  ownPosts?: boolean;
};

const { receiverPort, receiverPath, manifest } = contactEndpointSetup;
const endpoint = `http://127.0.0.1:${receiverPort}${receiverPath}`;

/** Moves the photo fixture's post before the synthetic ones and drops its topic, so the many-posts tests keep their counts. */
function placePhotoPost(postsDir: string) {
  const file = join(postsDir, `${PHOTO_POST.slug}.md`);
  const text = readFileSync(file, 'utf8');
  const placed = text.replace(/^date: .+$/m, `date: ${PHOTO_POST_DATE}`).replace(/^tags: .+\n/m, '');
  if (!placed.includes(`date: ${PHOTO_POST_DATE}`) || /^tags:/m.test(placed))
    throw new Error(`${file}: cannot place the photo post`);
  writeFileSync(file, placed);
}

const builds: FixtureBuild[] = [
  {
    name: 'blog-many',
    posts: join(root, 'posts-many'),
    photos: join(root, 'photos-uploads'),
    env: { NEXT_PUBLIC_CONTACT_ENDPOINT: endpoint, BUILD_DATE: TEST_BUILD_DATE },
    async prepare() {
      writeSyntheticPosts(this.posts, FIXTURE_POSTS, { drafts: FIXTURE_DRAFTS });
      await writePhotoFixture(this.posts, this.photos!);
      placePhotoPost(this.posts);
    },
  },
  {
    name: 'analytics',
    posts: 'content/posts',
    ownPosts: true,
    env: {
      NEXT_PUBLIC_ANALYTICS_HOST: analyticsHost,
      NEXT_PUBLIC_CONTACT_ENDPOINT: analyticsFormEndpoint,
      BUILD_DATE: TEST_BUILD_DATE,
    },
    async prepare() {},
  },
  {
    name: 'blog-empty',
    posts: join(root, 'posts-empty'),
    // A later day: the trips whose prices have expired by then show "Price on request" (e2e/blog-fixtures/empty.spec.ts).
    env: { BUILD_DATE: LATER_BUILD_DATE },
    async prepare() {
      mkdirSync(this.posts, { recursive: true });
    },
  },
];

function npmBuild(env: NodeJS.ProcessEnv): Promise<number> {
  // npm run build, not next build: the fixture exports get the same CSP and _headers as out/.
  const child = spawn('npm', ['run', 'build'], { stdio: 'inherit', env });
  return new Promise((done) => child.on('close', (code) => done(code ?? 1)));
}

async function main() {
  let failed = false;
  for (const build of builds) {
    if (!build.ownPosts) rmSync(build.posts, { recursive: true, force: true });
    if (build.photos) rmSync(build.photos, { recursive: true, force: true });
    await build.prepare();
    console.log(`\nBuilding ${join(root, build.name)} from ${build.posts}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      SKIP_BUILD_TYPECHECK: '1',
      POSTS_DIR: resolve(build.posts),
      EXPORT_DIR: join(root, build.name),
      ...(build.photos ? { PHOTOS_DIR: resolve(build.photos) } : {}),
      ...build.env,
    };
    // Served at the root like out/: a base-path build must not leak into these.
    delete env.BASE_PATH;
    delete env.SITE_URL;
    if (!build.env?.NEXT_PUBLIC_CONTACT_ENDPOINT) delete env.NEXT_PUBLIC_CONTACT_ENDPOINT;
    if (!build.env?.NEXT_PUBLIC_ANALYTICS_HOST) delete env.NEXT_PUBLIC_ANALYTICS_HOST;
    if ((await npmBuild(env)) !== 0) failed = true;
    else if (build.env?.NEXT_PUBLIC_CONTACT_ENDPOINT && build.name === 'blog-many') {
      mkdirSync(dirname(manifest), { recursive: true });
      writeFileSync(manifest, `${JSON.stringify({ endpoint } satisfies ContactEndpointManifest, null, 2)}\n`);
      console.log(`${manifest} written`);
    }
  }
  process.exit(failed ? 1 : 0);
}

void main();
