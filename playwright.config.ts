import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test';
import { TEST_BUILD_DATE } from './e2e/build-dates';
import { BACKEND_PORT, CMS_PORT, CMS_ROOT } from './e2e/cms/setup';
import { exportsServed, PORT, serialSpecs, urlOf, type Export } from './e2e/exports';
import { DESKTOP, phoneChrome } from './e2e/screens';
import { chromiumLaunch } from './e2e/engines/chromium';
import { engineTests, firefoxUse } from './e2e/engines/firefox';
import { webkitProjects } from './e2e/webkit/project';
import { wranglerArgs, wranglerEnv } from './scripts/test/hosts/wrangler';

/**
 * Every end-to-end test, in one run: a project per engine and screen, nothing more. Which export a
 * spec runs against follows from its folder (e2e/exports.ts, which lists the exports and their
 * ports); each is served by scripts/serve/serve.ts exactly as a CDN serves it (404.html with status
 * 404, `_headers` applied). `npm test` (scripts/test/run-all.ts) builds the exports first and runs
 * them all; by hand, build what a spec needs and pick it:
 *
 *   npm run build && npx playwright test e2e/home.spec.ts --project=chromium
 *   npx tsx scripts/test/build-blog-fixtures.ts && npx playwright test e2e/blog-fixtures
 *
 * Chromium runs every test; Firefox and WebKit the ones tagged for every engine (`@engines`,
 * `@journey`; e2e/engines/firefox.ts), each test in the engine's own registration (`@webkit`,
 * e2e/visitor/test.ts). A folder's new spec is picked up by every project that runs the folder.
 */
// The specs read the content for the day the exports were built for (e2e/build-dates.ts).
process.env.BUILD_DATE ||= TEST_BUILD_DATE;

// The browsers and screens. Tests tagged @mobile-only / @desktop-only run in one of the two only,
// so no test is ever skipped: a spec runs at phone width only where an assertion depends on it.
const desktopChrome = { ...devices['Desktop Chrome'], viewport: DESKTOP };
/** Only the phone's: the visit that survives the network (offline/) and the reference phone (slow-phone/). */
const phoneOnlySpecs = ['**/offline/**', '**/slow-phone/**'];
/**
 * Only the desktop projects' in Firefox and WebKit, once per engine: the receivers' specs, whose
 * tests hold a receiver's lock one at a time, and which set the phone's width themselves where it
 * matters (the delivery journey and the visa journey are at 375 px); the other journeys follow their tags.
 */
const engineDesktopOnlySpecs = serialSpecs;

const projects: Project[] = [
  // The specs with a receiver or a backend of their own (the CMS, the contact form's delivery, the
  // analytics): a file's tests one after another, two files at a time. Each test that needs a port
  // baked into its build holds that port's lock (e2e/contact-endpoint/receiver.ts; the analytics
  // has its own), its wait added to its limit, so two delivery files never overlap; the CMS (one
  // file, its one posts folder) runs beside them instead of before them: in one worker the project
  // was the run's longest chain (1,000 s of tests against chromium's 1,197 s over three workers, of
  // which the CMS 377 s). The CMS parses 5 MB of JavaScript before the first click: its limits are
  // generous on a loaded machine.
  {
    name: 'chromium-serial',
    testMatch: serialSpecs,
    grepInvert: /@webkit/,
    workers: 2,
    fullyParallel: false,
    timeout: 120_000,
    expect: { timeout: 15_000 },
    use: desktopChrome,
  },
  // Firefox ESR through Playwright over WebDriver BiDi (e2e/engines/firefox.ts): a file's tests one
  // after another in one worker, so one Firefox launch serves a whole file (334 s of CPU against
  // 352 s spread test by test). The delivery and analytics specs wait for their receiver's lock.
  {
    name: 'firefox',
    testIgnore: phoneOnlySpecs,
    fullyParallel: false,
    grep: engineTests,
    grepInvert: /@mobile-only|@engines-phone|@webkit/,
    use: firefoxUse('desktop'),
  },
  {
    name: 'firefox-phone',
    testIgnore: engineDesktopOnlySpecs,
    fullyParallel: false,
    grep: engineTests,
    grepInvert: /@desktop-only|@engines-desktop|@webkit/,
    use: firefoxUse('phone'),
  },
  // WebKitGTK through WebKitWebDriver (e2e/webkit/): the visitor specs' `@webkit` registrations.
  ...webkitProjects({ phoneOnly: phoneOnlySpecs, desktopOnly: engineDesktopOnlySpecs }),
  // Chromium runs everything: at 1280 px, and at 375 px what depends on the width, the reference
  // phone (throttled for real, e2e/slow-phone/) and the visit that survives the network (e2e/offline/).
  // Listed after the other engines, whose files run test after test, because Playwright hands out
  // work in this order: their long chains start first and Chromium's many short tests fill the
  // workers around them and at the end (decision 0150, fifth round).
  {
    name: 'chromium',
    testIgnore: [...serialSpecs, ...phoneOnlySpecs],
    grepInvert: /@mobile-only|@webkit/,
    use: desktopChrome,
  },
  {
    name: 'chromium-phone',
    testIgnore: serialSpecs,
    grepInvert: /@desktop-only|@webkit/,
    use: phoneChrome,
  },
  // The journeys once more, against out/ served by Cloudflare's own runtime (wrangler pages dev,
  // E2E_PORT + 470; docs/decisions/0062-node-24-and-the-hosts-own-engines.md). Every file and route
  // is compared with serve.ts's by scripts/test/export/cloudflare.test.ts; this is a visit on it.
  {
    name: 'cloudflare',
    testMatch: '**/journeys/reader-journeys.spec.ts',
    // One visit: home → Blog → search → a result → "Plan a trip like this" → sent, the client-side
    // navigation and the search's files over wrangler (the 404 page: cloudflare.test.ts).
    grep: /home → Blog → searches/,
    grepInvert: /@mobile-only|@webkit/,
    use: { ...desktopChrome, baseURL: `http://127.0.0.1:${PORT + 470}/` },
  },
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
    launchOptions: chromiumLaunch,
  },
  projects,
  webServer,
});
