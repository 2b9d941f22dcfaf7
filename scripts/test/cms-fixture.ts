/**
 * The CMS end-to-end tests' world (playwright.cms.config.ts), built in a temporary folder so no
 * test ever writes into the repository's content/posts/:
 *
 *   <root>/repo/content/         a copy of every collection's folder (lib/collections.ts): decap-server's
 *                                GIT_REPO_DIRECTORY is <root>/repo
 *   <root>/site/admin/           the CMS exactly as `npm run build` writes it (scripts/build/cms.ts),
 *                                pointed at the test's decap-server, with its CSP and _headers
 *                                from scripts/build/postbuild.ts
 *   <root>/site/index.html       a stand-in home page, so scripts/serve/serve.ts serves the folder
 *
 * The Next.js export is not rebuilt for the CMS pages: the one test that needs the blog builds it
 * itself, once, after writing a post.
 *
 *   tsx scripts/test/cms-fixture.ts --root <dir> --backend-url http://127.0.0.1:<port>/api/v1
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { processExport } from '../build/postbuild';
import { writeAdmin } from '../build/cms';
import { collectionList } from '../../lib/collections';

export async function prepareCmsFixture(root: string, backendUrl: string) {
  rmSync(root, { recursive: true, force: true });
  for (const { collection } of collectionList) {
    const to = join(root, 'repo', collection.folder);
    mkdirSync(to, { recursive: true });
    cpSync(resolve(collection.folder), to, { recursive: true });
  }
  const site = join(root, 'site');
  mkdirSync(site, { recursive: true });
  writeFileSync(
    join(site, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>CMS test</title></head><body><main><h1>CMS test</h1><a href="admin/">Content manager</a></main></body></html>\n',
  );
  await writeAdmin(site, { ...process.env, CMS_LOCAL_BACKEND_URL: backendUrl });
  processExport(site);
  return { site };
}

function option(name: string): string {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? undefined : process.argv[at + 1];
  if (!value) throw new Error(`cms-fixture: --${name} is required`);
  return value;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  prepareCmsFixture(resolve(option('root')), option('backend-url')).then(
    ({ site }) => console.log(`cms-fixture: ${site} ready`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
