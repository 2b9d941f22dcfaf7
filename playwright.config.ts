import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test';
import { browserPaths } from './scripts/test/browser-paths';
import { TEST_BUILD_DATE } from './e2e/build-dates';
import { BACKEND_PORT, CMS_PORT, CMS_ROOT } from './e2e/cms/setup';
import { analyticsSetup } from './e2e/analytics/setup';
import { contactEndpointSetup } from './e2e/contact-endpoint/setup';
import { DESKTOP, phoneChrome } from './e2e/screens';
import { engineTests, firefoxDesktop, firefoxProjects, firefoxUse } from './e2e/engines/firefox';
import {
  notWebKit,
  webkitAnalyticsProject,
  webkitContactEndpointProject,
  webkitMobileProject,
  webkitOfflineProject,
  webkitProject,
} from './e2e/webkit/project';
import { wranglerArgs, wranglerEnv } from './scripts/test/hosts/wrangler';

/**
 * Every end-to-end test, in one run: each export is served by scripts/serve/serve.ts exactly as a
 * CDN serves it (404.html with status 404, `_headers` applied), and each project names the export
 * and the browser it runs in. `npm test` (scripts/test/run-all.ts) builds the exports first and
 * runs them all; by hand, build what a project needs and pick it:
 *
 *   npm run build && npx playwright test e2e/home.spec.ts --project=desktop
 *   npx tsx scripts/test/build-blog-fixtures.ts && npx playwright test --project='many-*'
 *
 * The exports and their servers (E2E_PORT, default 4173, and ports above it):
 *   out/                 E2E_PORT        the site: desktop, mobile, slow-phone
 *   out-base/            E2E_PORT + 300  the site built under BASE_PATH=/travel-orchard: base-path-*
 *   .exports/blog-many   E2E_PORT + 100  21 posts, 2 drafts and a camera-photo post, the contact form
 *                                        posting to a loopback receiver (E2E_PORT + 250, + 251 its lock):
 *                                        many-*, photos-phone, contact-endpoint
 *   .exports/blog-empty  E2E_PORT + 200  no posts: empty-*
 *   .exports/analytics   E2E_PORT + 500  counting to a loopback receiver of Plausible's events API
 *                                        (+ 510) and delivering to a form service (+ 511), one test
 *                                        at a time (+ 512 the lock): analytics, firefox-analytics,
 *                                        webkit-analytics
 *   (temporary folder)   E2E_PORT + 400  the CMS and decap-server (+ 401): cms
 * A server is started only when its export exists, so a run of one project needs only its own export.
 */
const PORT = Number(process.env.E2E_PORT || 4173);
// The specs read the content for the day the exports were built for (e2e/build-dates.ts).
process.env.BUILD_DATE ||= TEST_BUILD_DATE;
/** The project of the reference phone, throttled. */
export const SLOW_PHONE_PROJECT = 'slow-phone';
/** The base path the GitHub Pages build is served under (the repository's name). */
export const BASE_PATH = '/travel-orchard';

type Export = { dir: string; port: number; basePath?: string };
const exportsServed = {
  main: { dir: 'out', port: PORT },
  basePath: { dir: 'out-base', port: PORT + 300, basePath: BASE_PATH },
  many: { dir: contactEndpointSetup.exportDir, port: PORT + 100 },
  empty: { dir: '.exports/blog-empty', port: PORT + 200 },
  analytics: { dir: analyticsSetup.exportDir, port: analyticsSetup.port },
} satisfies Record<string, Export>;
const urlOf = (build: Export) => `http://localhost:${build.port}${build.basePath ?? ''}/`;

// The browsers and screens. Tests tagged @mobile-only / @desktop-only run in one of the two only,
// so no test is ever skipped: a spec runs at phone width only where an assertion depends on it.
const desktopChrome = { ...devices['Desktop Chrome'], viewport: DESKTOP };
/** The phone for the photo tests: 390 CSS pixels wide at a device pixel ratio of 2, so it asks for 780-pixel photos. */
const photoPhoneChrome = { ...phoneChrome, viewport: { width: 390, height: 844 } };
// The visitor specs' WebKit registrations (`@webkit`, e2e/visitor/test.ts) are the WebKit projects' only.
const desktopOnly = { grepInvert: new RegExp(`@mobile-only|${notWebKit}`) };
const mobileOnly = { grepInvert: new RegExp(`@desktop-only|${notWebKit}`) };

/** Every folder of specs that runs against an export of its own, kept out of the main projects. */
const contactEndpointSpecs = [
  '**/contact-endpoint/**/*.spec.ts',
  '**/journeys/contact-delivery-journey.spec.ts',
  '**/journeys/trip-enquiry-journey.spec.ts',
];
/** The analytics' specs (e2e/analytics/): the journey in every engine, offline then online in Chromium. */
const analyticsSpecs = '**/analytics/**/*.spec.ts';
const ownExports = [
  analyticsSpecs,
  '**/offline/**',
  '**/blog-fixtures/**',
  '**/cms/**',
  ...contactEndpointSpecs,
  '**/slow-phone/**',
  '**/base-path.spec.ts',
];
const blogMany = /blog-fixtures\/(pagination|topics|search)\.spec\.ts/;

/** A desktop and a phone project (`<prefix>-desktop`, `<prefix>-mobile`) over one export, each with its specs. */
function onBothScreens(
  prefix: string,
  build: keyof typeof exportsServed,
  specs: Record<'desktop' | 'mobile', Project['testMatch']>,
): Project[] {
  const baseURL = urlOf(exportsServed[build]);
  return [
    {
      name: `${prefix}-desktop`,
      metadata: { export: build },
      testMatch: specs.desktop,
      ...desktopOnly,
      use: { ...desktopChrome, baseURL },
    },
    {
      name: `${prefix}-mobile`,
      metadata: { export: build },
      testMatch: specs.mobile,
      ...mobileOnly,
      use: { ...phoneChrome, baseURL },
    },
  ];
}

// `metadata.export` names the export a project needs ('main' when absent, 'none' for the CMS).
const projects: Project[] = [
  // Serial projects first: each holds one worker for its whole length, so starting them early
  // keeps the run's tail short.
  // The CMS at /admin/ against its local backend (decap-server) on loopback, over a temporary copy
  // of the posts. The tests share one posts folder and one backend: one at a time, in file order.
  {
    name: 'cms',
    metadata: { export: 'none' },
    testDir: './e2e/cms',
    workers: 1,
    fullyParallel: false,
    // Decap is 5 MB of JavaScript to parse before the first click: generous on a loaded machine.
    timeout: 120_000,
    expect: { timeout: 15_000 },
    use: { ...desktopChrome, baseURL: `http://localhost:${CMS_PORT}/` },
  },
  // The contact form's real delivery: the receiver's port is baked into the build, so one test at a
  // time, in every engine's project (e2e/contact-endpoint/receiver.ts holds a lock on it). Firefox's
  // and WebKit's come later in this list, so they seldom wait for the lock. Its slow-phone tests
  // set the phone themselves.
  {
    name: 'contact-endpoint',
    metadata: { export: 'many' },
    testMatch: contactEndpointSpecs,
    grepInvert: new RegExp(notWebKit),
    workers: 1,
    fullyParallel: false,
    use: { ...desktopChrome, baseURL: urlOf(exportsServed.many) },
  },
  // The reference visitor: the mobile project's phone, its network and CPU throttled for real
  // (e2e/slow-phone/slow-phone.ts). Hydration takes seconds there, so its tests get longer.
  { name: SLOW_PHONE_PROJECT, testDir: './e2e/slow-phone', timeout: 90_000, use: phoneChrome },

  // The site (out/).
  { name: 'desktop', testIgnore: ownExports, ...desktopOnly, use: desktopChrome },
  { name: 'mobile', testIgnore: ownExports, ...mobileOnly, use: phoneChrome },

  // GitHub Pages serves a project site under /<repository>/: every URL carries the base path.
  ...onBothScreens('base-path', 'basePath', {
    desktop: ['**/base-path.spec.ts', '**/security-headers.spec.ts'],
    mobile: '**/base-path.spec.ts',
  }),
  // The same deliveries in Firefox, once Chromium's are likely done (they share the receiver's port).
  {
    name: 'firefox-contact-endpoint',
    metadata: { export: 'many' },
    testMatch: contactEndpointSpecs,
    grep: engineTests,
    grepInvert: new RegExp(notWebKit),
    workers: 1,
    fullyParallel: false,
    use: { ...firefoxDesktop(), baseURL: urlOf(exportsServed.many) },
  },
  // The blog's fixture exports: pagination, topics, drafts and search over many posts; the
  // agency's own photos on one phone; the empty blog.
  ...onBothScreens('many', 'many', { desktop: blogMany, mobile: blogMany }),
  {
    name: 'photos-phone',
    metadata: { export: 'many' },
    testMatch: '**/blog-fixtures/photos.spec.ts',
    use: { ...photoPhoneChrome, baseURL: urlOf(exportsServed.many) },
  },
  ...onBothScreens('empty', 'empty', { desktop: '**/blog-fixtures/empty.spec.ts', mobile: '**/blog-fixtures/empty.spec.ts' }),
  // The other engines, against out/: Firefox ESR through Playwright over WebDriver BiDi
  // (e2e/engines/firefox.ts), WebKitGTK through WebKitWebDriver (e2e/webkit/). docs/testing.md says
  // which checks stay with Chromium and why.
  ...firefoxProjects({ testIgnore: ownExports }),
  webkitProject,
  webkitMobileProject,
  webkitContactEndpointProject(urlOf(exportsServed.many)),
  // The visitor journeys once more, against out/ served by Cloudflare's own runtime (wrangler pages
  // dev, E2E_PORT + 470; docs/decisions/0062-node-24-and-the-hosts-own-engines.md).
  {
    name: 'cloudflare',
    testMatch: '**/journeys/**/*.spec.ts',
    testIgnore: contactEndpointSpecs,
    ...desktopOnly,
    use: { ...desktopChrome, baseURL: `http://127.0.0.1:${PORT + 470}/` },
  },
  // A visit that survives the network (e2e/offline/): each test serves out/ itself on a port of its
  // own (E2E_PORT + 450 and up), to stop the server and switch deploys. Chromium at 375 px, and the
  // tests tagged @engines in Firefox at 375 px; WebKit runs server-stopped.spec.ts.
  { name: 'offline', testDir: './e2e/offline', grepInvert: new RegExp(notWebKit), use: phoneChrome },
  {
    name: 'firefox-offline',
    testDir: './e2e/offline',
    grep: /@engines/,
    grepInvert: new RegExp(notWebKit),
    use: firefoxUse('phone'),
  },
  // server-stopped.spec.ts's `@webkit` registrations, at 375 px (e2e/webkit/project.ts).
  webkitOfflineProject,
  // Privacy-first analytics (docs/decisions/0090): the receivers' ports are baked into the build, so
  // one test at a time across the three engines (e2e/analytics/receiver.ts holds a lock).
  {
    name: 'analytics',
    metadata: { export: 'analytics' },
    testMatch: analyticsSpecs,
    grepInvert: new RegExp(notWebKit),
    workers: 1,
    use: { ...desktopChrome, baseURL: urlOf(exportsServed.analytics) },
  },
  {
    name: 'firefox-analytics',
    metadata: { export: 'analytics' },
    testMatch: analyticsSpecs,
    grep: engineTests,
    grepInvert: new RegExp(notWebKit),
    workers: 1,
    use: { ...firefoxDesktop(), baseURL: urlOf(exportsServed.analytics) },
  },
  webkitAnalyticsProject(urlOf(exportsServed.analytics)),
];

/** Serves an export, when it has been built. */
const exportServer = (build: Export) => ({
  // node --import tsx: one process, no npx or tsx CLI in front of it, so the server is up sooner.
  command: `node --import tsx scripts/serve/serve.ts --port ${build.port} --dir ${build.dir}`,
  url: urlOf(build),
  env: { BASE_PATH: build.basePath ?? '' },
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});

const webServer: NonNullable<PlaywrightTestConfig['webServer']> = [
  ...Object.values(exportsServed as Record<string, Export>)
    .filter((build) => existsSync(join(build.dir, 'index.html')))
    .map(exportServer),
  // The CMS: its admin/ folder as the build writes it, pointed at decap-server, which writes files
  // directly (no git, `fs` mode) into the temporary repository, bound to loopback.
  {
    command: `node --import tsx scripts/test/cms-fixture.ts --root ${CMS_ROOT} --backend-url http://127.0.0.1:${BACKEND_PORT}/api/v1 && node --import tsx scripts/serve/serve.ts --dir ${join(CMS_ROOT, 'site')} --port ${CMS_PORT}`,
    url: `http://localhost:${CMS_PORT}/admin/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
  // Cloudflare's runtime over out/, for the cloudflare project: offline, no account, no telemetry.
  ...(existsSync(join(exportsServed.main.dir, 'index.html'))
    ? [
        {
          command: ['node', ...wranglerArgs(exportsServed.main.dir, PORT + 470)].join(' '),
          url: `http://127.0.0.1:${PORT + 470}/`,
          env: wranglerEnv,
          reuseExistingServer: false,
          timeout: 90_000,
        },
      ]
    : []),
  {
    command: 'node node_modules/decap-server/dist/index.js',
    port: BACKEND_PORT,
    env: {
      PORT: String(BACKEND_PORT),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: join(CMS_ROOT, 'repo'),
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 30_000,
  },
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Under CI (npm test sets it) a failed test runs once more. A test that then passes still shows,
  // by name, as flaky at the end of npm test's output; one test of 625 failing once cost a landing
  // (docs/decisions/0040). WebKit's projects retry everywhere (e2e/webkit/project.ts).
  retries: process.env.CI ? 1 : 0,
  // Three on CI's 2 cores: with two, the run kept one core busy on average, because a test is mostly
  // waiting for a page, an animation or a timer (docs/decisions/0040). Locally, half the cores.
  workers: process.env.CI ? 3 : undefined,
  // npm test asks for a JSON report to count results and find the slowest tests, and an HTML
  // report that CI uploads when a test fails.
  reporter: process.env.PLAYWRIGHT_JSON
    ? [
        ['list'],
        ['json', { outputFile: process.env.PLAYWRIGHT_JSON }],
        ['html', { open: 'never', outputFolder: process.env.PLAYWRIGHT_HTML_DIR || 'playwright-report' }],
      ]
    : 'list',
  // Limits, not waits: a passing test takes what it takes. CI runs on whatever machine the day
  // brings; on a busy 2-core one (several times slower than idle) the heaviest tests, a page's full
  // axe run or four form submissions, come near Playwright's default, so they get twice its headroom.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The CMS's temporary posts folder goes when the run ends.
  globalTeardown: './e2e/cms/teardown.ts',
  use: {
    // A failed test keeps a screenshot of its end (taken by e2e/fixtures.ts, only when a test fails)
    // and the page's accessibility tree (error-context.md). No trace by default: recording one for
    // every test cost the run a tenth of its time in Chromium and half in Firefox
    // (docs/decisions/0040). To see a failure step by step, run it again with `--trace on`.
    trace: 'off',
    screenshot: 'off',
    baseURL: urlOf(exportsServed.main),
    launchOptions: {
      // The machine has no route to Playwright's browser download: Debian's Chromium headless shell
      // (scripts/test/browser-paths.ts).
      executablePath: browserPaths.chromiumForTests,
      // Keep Chromium from phoning home: the machine's network is closed and tests must not depend on it.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects,
  webServer,
});
