/**
 * The whole test suite, as `npm test` and CI run it (`--quick`: `npm run test:quick`): seven stages,
 * cheapest first, the builds started at launch beside the first four; the first stage that fails
 * stops the run. docs/testing.md ("`npm test`") says what each stage runs and what the report at the
 * end prints; its last line is `N passed, N failed`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_BUILD_DATE } from '../../e2e/build-dates';
import { renderTable } from '../lib/cli';
import { codeRatioReport } from './code-ratio';
import { ensureBrowsers } from './ensure-browsers';

const reports = join('test-results', 'reports');
const logs = join('test-results', 'logs');
rmSync(reports, { recursive: true, force: true });
rmSync(logs, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
mkdirSync(logs, { recursive: true });

/** Variables a step adds to the environment. */
type Environment = Record<string, string>;
/** What we read from vitest's and Playwright's JSON reports. */
type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; duration?: number | null; failureMessages?: string[] }[];
  }[];
};
type PlaywrightSuite = {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: {
      projectName: string;
      /** 'expected', 'unexpected', 'flaky' or 'skipped'. */
      status: string;
      results: { duration: number; error?: { message?: string } }[];
    }[];
  }[];
};
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
};

// No Turbopack build cache for any build the suite makes, the CMS test's included (next.config.mjs).
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', TURBOPACK_BUILD_CACHE: '0' };
const started = Date.now();
let passed = 0;
let failed = 0;
let skipped = 0;
const summary: string[] = [];
/** Each step as it ran: for the table at the end. */
const timings: { name: string; start: number; seconds: number; result: string }[] = [];
/** Each test's duration, from the reports: for the ten slowest. */
const testDurations: { name: string; ms: number }[] = [];
/** Each end-to-end project's time: the sum of its tests' (they run side by side, so more than wall time). */
const projectMs = new Map<string, number>();
/** Each test that failed (or passed only on a retry), with the first line of its error. */
const failures: { name: string; error: string }[] = [];
const firstLine = (message = '') =>
  // Colour codes stay in the JSON report even with FORCE_COLOR=0.
  message
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim()) ?? '(no message)';

type RunOptions = {
  env?: Environment;
  /**
   * Write the step's output to test-results/logs/ and print it when the step ends, so two lanes
   * running at once do not interleave their lines.
   */
  buffered?: boolean;
  /** Only informs: its exit status is shown, not counted. */
  info?: boolean;
};

/** The buffered steps still running (the builds, started at launch): stopped when a stage fails. */
const running = new Set<ChildProcess>();
function stopRunning() {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Runs a command; resolves to true when it exits 0. Records its time under `name`. */
function run(name: string, command: string, args: string[], options: RunOptions = {}): Promise<boolean> {
  const start = Date.now();
  const line = `$ ${[command, ...args].join(' ')}`;
  const childEnv = { ...env, ...options.env };
  return new Promise<boolean>((resolve) => {
    let done: (ok: boolean) => void;
    if (options.buffered) {
      const file = join(logs, `${name.replace(/\W+/g, '-')}.log`);
      const out = createWriteStream(file);
      console.log(`\n[started] ${name} (output in ${file} when it ends)`);
      // Its own process group, so a stage that fails can stop it with everything it started.
      const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: childEnv, detached: true });
      running.add(child);
      child.on('close', () => running.delete(child));
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
      done = (ok) => {
        out.end(() => {
          console.log(`\n----- ${name}: ${ok ? 'done' : 'FAILED'} (${seconds(start)} s) -----\n${line}`);
          console.log(readFileSync(file, 'utf8').trimEnd());
          console.log(`----- end of ${name} -----`);
          resolve(ok);
        });
      };
      child.on('error', () => done(false));
      child.on('close', (code) => done(code === 0));
    } else {
      console.log(`\n${line}`);
      const child = spawn(command, args, { stdio: 'inherit', env: childEnv });
      child.on('error', () => resolve(false));
      child.on('close', (code) => resolve(code === 0));
    }
  }).then((ok) => {
    const result = options.info ? (ok ? 'info' : 'info (exit != 0)') : ok ? 'ok' : 'FAIL';
    timings.push({ name, start: (start - started) / 1000, seconds: (Date.now() - start) / 1000, result });
    return ok;
  });
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(0);

/** A step that counts as one check. */
async function check(name: string, command: string, args: string[], options?: RunOptions): Promise<boolean> {
  const ok = await run(name, command, args, options);
  if (ok) passed++;
  else failed++;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  return ok;
}

/** A step that only informs (a report, or preparation a later check depends on): timed, not counted. */
async function inform(name: string, command: string, args: string[], options?: RunOptions): Promise<boolean> {
  const ok = await run(name, command, args, { ...options, info: true });
  summary.push(`info ${name}${ok ? '' : ' (exited non-zero)'}`);
  return ok;
}

/** Something that could not run because a build it needs failed: one failure. */
function notRun(name: string, reason: string) {
  failed++;
  summary.push(`FAIL ${name} (not run: ${reason})`);
}

/** A test runner's JSON report, or undefined (one failure) when the run wrote none. */
function readReport<T>(name: string, file: string): T | undefined {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
  failed++;
  summary.push(`FAIL ${name} (no report)`);
}

async function vitestSuite(name: string, config?: string): Promise<boolean> {
  const file = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...(config ? ['--config', config] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  const ok = await run(name, 'npx', args);
  const report = readReport<VitestReport>(name, file);
  if (!report) return false;
  passed += report.numPassedTests;
  failed += report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
  skipped += report.numPendingTests + report.numTodoTests;
  for (const result of report.testResults) {
    const path = result.name.replace(`${process.cwd()}/`, '');
    for (const test of result.assertionResults) {
      const name = `vitest ${path}: ${test.fullName}`;
      testDurations.push({ name, ms: test.duration ?? 0 });
      if (test.status === 'failed') failures.push({ name, error: firstLine(test.failureMessages?.[0]) });
    }
  }
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  return ok && report.numFailedTests === 0;
}

/** Each test's time, and any failure, from the report's suites (a file's suite, then its describe blocks). */
function collectPlaywrightResults(suites: PlaywrightSuite[] = [], path: string[] = []) {
  for (const suite of suites) {
    // The top-level suite is the file itself; the titles under it are describe blocks.
    const titles = suite.file && suite.title === suite.file ? path : [...path, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        const name = `[${test.projectName}] ${spec.file}: ${[...titles, spec.title].join(' › ')}`;
        testDurations.push({ name, ms });
        projectMs.set(test.projectName, (projectMs.get(test.projectName) ?? 0) + ms);
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = firstLine(test.results.find((result) => result.error)?.error?.message);
          failures.push({ name: `${test.status === 'flaky' ? '(flaky) ' : ''}${name}`, error });
        }
      }
    }
    collectPlaywrightResults(suite.suites, titles);
  }
}

async function playwrightSuite(name: string, args: string[] = []): Promise<boolean> {
  const file = join(reports, 'playwright.json');
  const ok = await run(name, 'npx', ['playwright', 'test', ...args], {
    env: { PLAYWRIGHT_JSON: file, PLAYWRIGHT_HTML_DIR: 'playwright-report', CI: env.CI || '1' },
  });
  const report = readReport<PlaywrightReport>(name, file);
  if (!report) return false;
  const { stats } = report;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + (ok || stats.unexpected ? 0 : 1);
  skipped += stats.skipped;
  collectPlaywrightResults(report.suites);
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky`);
  return ok && stats.unexpected === 0;
}

const tsx = (script: string, ...args: string[]): [string, string[]] => ['node', ['--import', 'tsx', script, ...args]];

// Next's own type check in a build repeats the typecheck step (tsc --noEmit over the same sources and
// tsconfig), which runs beside it in the checks lane: 11 s on the builds lane, which every
// end-to-end test waits for. A deploy's build keeps it (.github/workflows/).
// Every test export is built for one fixed day, so dated content (trip prices, posts) is what the tests expect (e2e/build-dates.ts).
const buildEnv: Environment = { SKIP_BUILD_TYPECHECK: '1', BUILD_DATE: TEST_BUILD_DATE };

// GitHub Pages serves a project site under /<repository>/: the base-path projects run against this build.
const basePathEnv: Environment = {
  ...buildEnv,
  BASE_PATH: '/travel-orchard',
  EXPORT_DIR: 'out-base',
  SITE_URL: 'https://travelorchard.example/travel-orchard',
};

/** `--quick` (npm run test:quick): the cheap stages, the site's build and one journey. */
const quick = process.argv.includes('--quick');

/** A stage: its steps run; false when one of them failed. */
type Stage = { name: string; run: () => Promise<boolean> };

/** The first stage that failed, for the report. */
let stoppedAt: string | undefined;

async function main() {
  // The builds, one after another (they share .next/), from the launch beside the cheap stages: on two
  // cores they overlap the checks, and every end-to-end test waits for them.
  const mainBuilt = check('static build', 'npm', ['run', 'build'], { buffered: true, env: buildEnv });
  if (quick) return runStages(quickStages(mainBuilt));
  // Renovate's validator, installed once per version outside the repository (scripts/check/renovate-config.ts):
  // network and disk, so it runs from the launch.
  const renovateValidator = inform(
    'Renovate validator (installed once per version)',
    ...tsx('scripts/check/renovate-config.ts', '--install-only'),
    { buffered: true },
  );
  const fixturesBuilt = mainBuilt.then(
    (ok) =>
      ok &&
      !stoppedAt &&
      check(
        'fixture builds (many posts, photo post and contact endpoint; analytics; no posts)',
        ...tsx('scripts/test/build-blog-fixtures.ts'),
        { buffered: true },
      ),
  );
  const basePathBuilt = fixturesBuilt.then(
    (ok) =>
      ok && !stoppedAt && check('static build under a base path', 'npm', ['run', 'build'], { buffered: true, env: basePathEnv }),
  );

  const all = async (...steps: (() => Promise<boolean>)[]) => {
    let ok = true;
    for (const step of steps) ok = (await step()) && ok;
    return ok;
  };
  const stages: Stage[] = [
    ...cheapStages(),
    {
      name: 'unit',
      run: () =>
        all(
          () => vitestSuite('unit tests'),
          () => check('lock file agrees with package.json (npm ci)', ...tsx('scripts/check/lockfile.ts')),
          () => check('GitHub workflows valid', ...tsx('scripts/check/workflows.ts')),
          async () => {
            if (await renovateValidator)
              return check('Renovate config valid (renovate-config-validator)', ...tsx('scripts/check/renovate-config.ts'));
            notRun('Renovate config valid', 'its validator could not be installed');
            return false;
          },
          // Report only: the placeholders are expected until launch; the deploy pipelines enforce it.
          () => inform('launch check (report only)', ...tsx('scripts/check/launch.ts', '--report-only')).then(() => true),
          // Built once per Next/React version (.bench/bare-next/, kept in ~/.cache/travel-orchard/); here while the site builds.
          () => inform('bare Next export (startup JS reference)', ...tsx('scripts/test/bare-next-export.ts')).then(() => true),
        ),
    },
    { name: 'builds', run: async () => (await mainBuilt) && (await fixturesBuilt) && (await basePathBuilt) },
    {
      name: 'exports',
      run: () => {
        ensureBrowsers();
        // Every script each page fetches while loading, against 1.10 x a bare Next export of the same
        // versions: bytes counted, not time, so it runs beside the checks below (it waits on a browser, they on files and Java).
        const startupJs = check('startup JavaScript', ...tsx('scripts/check/startup-js.ts'), { buffered: true });
        return all(
          () => check('performance budget', ...tsx('scripts/check/budget.ts')),
          () => check('link check', ...tsx('scripts/check/links.ts')),
          () => check('link check under a base path', ...tsx('scripts/check/links.ts'), { env: basePathEnv }),
          () => check('no camera metadata in the export', ...tsx('scripts/check/photo-metadata.ts')),
          // Its photo post's photos are camera JPEGs with GPS EXIF: none of it may reach the export.
          () =>
            check(
              'no camera metadata in the fixture export',
              ...tsx('scripts/check/photo-metadata.ts', '--dir', '.exports/blog-many'),
            ),
          // What the exports hold as files (feeds, robots.txt, icons, static HTML, out-base/'s policies), read without a browser.
          () => vitestSuite('tests over the exports', 'vitest.export.config.mts'),
          () => startupJs,
        );
      },
    },
    { name: 'e2e', run: () => playwrightSuite('end-to-end') },
  ];

  await runStages(stages);
}

/** Runs the stages in order, up to the first that fails; then the report. */
async function runStages(stages: Stage[]) {
  for (const [index, stage] of stages.entries()) {
    if (await stage.run()) continue;
    stoppedAt = `stage ${index + 1} of ${stages.length}, ${stage.name}`;
    stopRunning();
    break;
  }
  report();
}

/**
 * `npm run test:quick`: the loop between "format" and everything, in under 3 minutes: the cheap
 * stages (the unit tests alone), the site's build (started at launch) and one Chromium journey
 * over it: home → Blog → search → a result → "Plan a trip like this" → the form sent.
 */
function quickStages(mainBuilt: Promise<boolean>): Stage[] {
  return [
    ...cheapStages(),
    { name: 'unit', run: () => vitestSuite('unit tests') },
    { name: 'build', run: () => mainBuilt },
    {
      name: 'journey',
      run: () =>
        playwrightSuite('one journey (Chromium)', [
          'e2e/journeys/reader-journeys.spec.ts',
          '--project=chromium',
          '--grep',
          'home → Blog → searches',
        ]),
    },
  ];
}

/** Format, lint and types: the first three stages of both runs. */
function cheapStages(): Stage[] {
  return [
    { name: 'format', run: () => check('formatting (prettier --check)', 'npx', ['prettier', '--check', '.']) },
    { name: 'lint', run: () => check('eslint', 'npx', ['eslint', '.', '--max-warnings=0']) },
    // TypeScript 7's compiler (the typescript-7 alias); Next's build and typescript-eslint use the `typescript` 6 API (decision 0080).
    { name: 'types', run: () => check('typecheck (TypeScript 7)', 'node', ['node_modules/typescript-7/bin/tsc', '--noEmit']) },
  ];
}

function report() {
  console.log(`\n${summary.join('\n')}`);

  const rows = timings
    .sort((a, b) => a.start - b.start)
    .map((step) => [step.name, `+${clock(step.start)}`, `${step.seconds.toFixed(1)} s`, step.result]);
  rows.push(['total (wall clock)', '', `${((Date.now() - started) / 1000).toFixed(1)} s`, '']);
  console.log(`\nSteps (start after launch, duration):\n${renderTable(['step', 'start', 'took', 'result'], rows)}`);

  const slowest = testDurations.sort((a, b) => b.ms - a.ms).slice(0, 10);
  if (slowest.length) {
    console.log(
      `\nThe ten slowest tests:\n${renderTable(
        ['test', 'took'],
        slowest.map((test) => [test.name, `${(test.ms / 1000).toFixed(1)} s`]),
      )}`,
    );
  }
  if (skipped) console.log(`\n${skipped} skipped`);
  if (stoppedAt) console.log(`\nStopped at the first failing stage: ${stoppedAt}; the later stages did not run.`);
  if (failures.length) {
    console.log(`\nFailed tests (the full errors are above, and in test-results/):`);
    for (const failure of failures) console.log(`- ${failure.name}\n    ${failure.error}`);
  }
  console.log(`\n${codeRatioReport()}`);
  console.log(slowestParts());
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

/**
 * The five slowest parts of the run, so growth is seen when it happens: each step but the end-to-end
 * run itself by its wall time, and each end-to-end project by the sum of its tests' times.
 */
function slowestParts(): string {
  const parts = [
    ...timings.filter((step) => step.name !== 'end-to-end').map((step) => ({ name: step.name, seconds: step.seconds })),
    ...[...projectMs].map(([project, ms]) => ({ name: `project ${project}`, seconds: ms / 1000 })),
  ];
  const five = parts.sort((a, b) => b.seconds - a.seconds).slice(0, 5);
  return `Slowest five: ${five.map((part) => `${part.name} ${part.seconds.toFixed(0)} s`).join(', ')}`;
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

main().catch((error: unknown) => {
  console.error(error);
  failed++;
  report();
});
