/**
 * The whole test suite, as `npm test` and CI run it: lint, typecheck, unit tests, the static
 * build, checks over the export, then the end-to-end tests in Chromium, and the blog's tests
 * against two extra exports built from fixture posts (many posts, none). Every step runs even
 * when an earlier one fails (except those that need the build), and the last line counts
 * every test and check: `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium';

const reports = join('test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Variables a step adds to the environment. */
type Environment = Record<string, string>;
/** The counts we read from vitest's and Playwright's JSON reports. */
type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };
let passed = 0;
let failed = 0;
let skipped = 0;
const summary: string[] = [];

function run(command: string, args: string[], extraEnv: Environment = {}): boolean {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
}

/** A step that counts as one check. */
function check(name: string, command: string, args: string[], extraEnv?: Environment): boolean {
  const ok = run(command, args, extraEnv);
  if (ok) passed++;
  else failed++;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  return ok;
}

function vitestSuite() {
  const file = join(reports, 'vitest.json');
  const ok = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  if (!existsSync(file)) {
    failed++;
    summary.push('FAIL unit tests (no report)');
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
  skipped += report.numPendingTests + report.numTodoTests;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} unit tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}

function playwrightSuite(name: string, extraEnv: Environment = {}, args: string[] = []) {
  const slug = name.replace(/\W+/g, '-');
  const file = join(reports, `${slug}.json`);
  const html = join('playwright-report', slug);
  const ok = run('npx', ['playwright', 'test', ...args], {
    ...extraEnv,
    PLAYWRIGHT_JSON: file,
    PLAYWRIGHT_HTML_DIR: html,
    CI: env.CI || '1',
  });
  if (!existsSync(file)) {
    failed++;
    summary.push(`FAIL ${name} (no report)`);
    return;
  }
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + (ok || stats.unexpected ? 0 : 1);
  skipped += stats.skipped;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky`);
}

const tsx = (script: string, ...args: string[]): [string, string[]] => ['node', ['--import', 'tsx', script, ...args]];

check('eslint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('typecheck', 'npx', ['tsc', '--noEmit']);
check('formatting (prettier --check)', 'npx', ['prettier', '--check', '.']);
check('lock file agrees with package.json (npm ci)', ...tsx('scripts/check/lockfile.ts'));
check('GitHub workflows valid', ...tsx('scripts/check/workflows.ts'));
// Information, not counted as a check (it always exits 0): the placeholders are expected until launch, the deploy
// pipelines run it strict, and its unit test (scripts/check/launch.test.ts) shows it fails on them and passes a configured site.
run(...tsx('scripts/check/launch.ts', '--report-only'));
vitestSuite();
const built = check('static build', 'npm', ['run', 'build']);
if (built) {
  check('performance budget', 'node', ['--import', 'tsx', 'scripts/check/budget.ts']);
  ensureChromium();
  // Every script each page fetches while loading, against 1.10 x a bare Next export of the same versions.
  check('startup JavaScript', ...tsx('scripts/check/startup-js.ts'));
  check('link check', 'node', ['--import', 'tsx', 'scripts/check/links.ts']);
  check('no camera metadata in the export', ...tsx('scripts/check/photo-metadata.ts'));
  playwrightSuite('end-to-end');
  // The blog's pagination and empty state, and the agency's own photos, need exports built from generated posts.
  if (check('blog fixture builds', 'node', ['--import', 'tsx', 'scripts/test/build-blog-fixtures.ts'])) {
    // Its post's photo is a camera JPEG with GPS EXIF: none of it may reach the export.
    check(
      'no camera metadata in the photo fixture export',
      ...tsx('scripts/check/photo-metadata.ts', '--dir', '.exports/photos'),
    );
    playwrightSuite('blog fixtures end-to-end', {}, ['--config', 'playwright.blog-fixtures.config.ts']);
  } else {
    failed++;
    summary.push('FAIL blog fixtures end-to-end (not run: a fixture build failed)');
  }
  // The contact form's real delivery: an export that posts to a loopback receiver the tests start.
  if (check('contact endpoint build', ...tsx('scripts/test/build-contact-endpoint.ts'))) {
    playwrightSuite('contact delivery end-to-end', {}, ['--config', 'playwright.contact-endpoint.config.ts']);
  } else {
    failed++;
    summary.push('FAIL contact delivery end-to-end (not run: the build failed)');
  }
  // The CMS at /admin/ against its local backend (decap-server) on loopback, over a temporary copy of the posts.
  playwrightSuite('CMS end-to-end', {}, ['--config', 'playwright.cms.config.ts']);
} else {
  failed += 3;
  summary.push('FAIL performance budget, link check, end-to-end (not run: the build failed)');
}

// GitHub Pages serves a project site under /<repository>/: build once that way into out-base/ and
// check that every URL carries the base path and that pages load and navigate under it.
const basePathEnv = {
  BASE_PATH: '/travel-orchard',
  EXPORT_DIR: 'out-base',
  SITE_URL: 'https://travelorchard.example/travel-orchard',
};
if (check('static build under a base path', 'npm', ['run', 'build'], basePathEnv)) {
  check('link check under a base path', 'node', ['--import', 'tsx', 'scripts/check/links.ts'], basePathEnv);
  playwrightSuite('end-to-end under a base path', basePathEnv, [
    'e2e/base-path.spec.ts',
    'e2e/security-headers.spec.ts',
    'e2e/blog-search.spec.ts',
  ]);
} else {
  failed += 2;
  summary.push('FAIL checks under a base path (not run: the build failed)');
}

console.log(`\n${summary.join('\n')}`);
if (skipped) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
