import { analyticsSetup } from './analytics/setup';
import { CMS_PORT } from './cms/setup';
import { contactEndpointSetup } from './contact-endpoint/setup';

/**
 * The exports the end-to-end tests run against, each served by scripts/serve/serve.ts as a CDN
 * serves it, and which export each spec runs against: a project names an engine and a screen
 * only (playwright.config.ts); a spec's folder or name picks its export (`exportFor`), so a spec
 * added to a folder runs against that folder's export in every project that runs the folder.
 *
 *   out/                 E2E_PORT        the site: every spec not named below
 *   .exports/blog-many   E2E_PORT + 100  21 posts, 2 drafts and a camera-photo post, the contact form
 *                                        posting to a loopback receiver (E2E_PORT + 250, + 251 its
 *                                        lock): blog-fixtures/ (but empty.spec.ts), contact-endpoint/,
 *                                        the journeys whose name says delivery or enquiry
 *   .exports/blog-empty  E2E_PORT + 200  no posts, built for a later day: blog-fixtures/empty.spec.ts
 *   out-base/            E2E_PORT + 300  the site under BASE_PATH=/travel-orchard: base-path.spec.ts
 *   (temporary folder)   E2E_PORT + 400  the CMS and decap-server (+ 401): cms/
 *   .exports/analytics   E2E_PORT + 500  counting to a loopback receiver (+ 510) and delivering to a
 *                                        form service (+ 511), one test at a time (+ 512): analytics/
 *   wrangler pages dev   E2E_PORT + 470  out/ on Cloudflare's runtime: the cloudflare project
 * A server is started only when its export exists, so a run of one spec needs only its own export.
 */
export const PORT = Number(process.env.E2E_PORT || 4173);
/** The base path the GitHub Pages build is served under (the repository's name). */
export const BASE_PATH = '/travel-orchard';

export type Export = { dir: string; port: number; basePath?: string };
export const exportsServed = {
  main: { dir: 'out', port: PORT },
  many: { dir: contactEndpointSetup.exportDir, port: PORT + 100 },
  empty: { dir: '.exports/blog-empty', port: PORT + 200 },
  basePath: { dir: 'out-base', port: PORT + 300, basePath: BASE_PATH },
  analytics: { dir: analyticsSetup.exportDir, port: analyticsSetup.port },
} satisfies Record<string, Export>;

export const urlOf = (build: Export) => `http://localhost:${build.port}${build.basePath ?? ''}/`;
export const CMS_URL = `http://localhost:${CMS_PORT}/`;

/** A spec's path → the address it runs against; the first match wins. */
const specExports: [RegExp, string][] = [
  [/\/cms\//, CMS_URL],
  [/\/contact-endpoint\//, urlOf(exportsServed.many)],
  [/\/journeys\/[^/]*(delivery|enquiry)[^/]*\.spec\.ts$/, urlOf(exportsServed.many)],
  [/\/analytics\//, urlOf(exportsServed.analytics)],
  [/\/blog-fixtures\/empty\.spec\.ts$/, urlOf(exportsServed.empty)],
  [/\/blog-fixtures\//, urlOf(exportsServed.many)],
  [/\/base-path\.spec\.ts$/, urlOf(exportsServed.basePath)],
];

/**
 * The address a spec runs against, or undefined for the project's own (out/, or wrangler's for
 * the cloudflare project). The fixtures (e2e/fixtures.ts, e2e/webkit/fixtures.ts) give it to
 * every test as its `baseURL`.
 */
export function exportFor(specFile: string): string | undefined {
  const file = specFile.replaceAll('\\', '/');
  return specExports.find(([pattern]) => pattern.test(file))?.[1];
}

/**
 * The address a running test's spec runs against. The spec is the file Playwright loaded, the
 * first of the test's title path (relative to e2e/), not `testInfo.file`: a test registered
 * through e2e/visitor/test.ts is located there, in no spec's folder, and would be sent to out/,
 * whose form posts and counts nowhere.
 */
export function exportForTest(testInfo: { titlePath: string[] }): string | undefined {
  return exportFor(`/${testInfo.titlePath[0] ?? ''}`);
}

/** The specs that need a receiver or a backend of their own, one test at a time (the serial projects). */
export const serialSpecs = [
  '**/cms/**/*.spec.ts',
  '**/contact-endpoint/**/*.spec.ts',
  '**/journeys/*delivery*.spec.ts',
  '**/journeys/*enquiry*.spec.ts',
  '**/analytics/**/*.spec.ts',
];
