/**
 * The whole test suite, as `npm test` and CI run it, in two lanes that overlap on a 2-core machine:
 *
 *   checks  lint, typecheck, formatting, the lock file and workflows, unit tests, the bare Next
 *           export the startup-JS check compares with; then the checks over out/ once it is built
 *   builds  the site (out/), the fixture exports (.exports/blog-many, .exports/blog-empty) and the
 *           site under a base path (out-base/), one after another (they share .next/)
 *
 * then the file-level tests over the exports (vitest.export.config.mts) and every end-to-end test in
 * one Playwright run (playwright.config.ts: a project per export and screen). Every step runs even
 * when an earlier one fails (except those that need a missing build). At the end: each step's
 * result, a table of the steps' start and duration, the ten slowest tests, each failed test with
 * the first line of its error (last, so a log's tail names them), and as the last line the count of
 * every test and check: `N passed, N failed`.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Project } from '@playwright/test';
import { TEST_BUILD_DATE } from '../../e2e/build-dates';
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

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };
const started = Date.now();
let passed = 0;
let failed = 0;
let skipped = 0;
const summary: string[] = [];
/** Each step as it ran: for the table at the end. */
const timings: { name: string; start: number; seconds: number; result: string }[] = [];
/** Each test's duration, from the reports: for the ten slowest. */
const testDurations: { name: string; ms: number }[] = [];
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
      const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: childEnv });
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

async function vitestSuite(name: string, config?: string) {
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
  if (!existsSync(file)) {
    failed++;
    summary.push(`FAIL ${name} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
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
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = firstLine(test.results.find((result) => result.error)?.error?.message);
          failures.push({ name: `${test.status === 'flaky' ? '(flaky) ' : ''}${name}`, error });
        }
      }
    }
    collectPlaywrightResults(suite.suites, titles);
  }
}

async function playwrightSuite(name: string, args: string[] = []) {
  const file = join(reports, 'playwright.json');
  const ok = await run(name, 'npx', ['playwright', 'test', ...args], {
    env: { PLAYWRIGHT_JSON: file, PLAYWRIGHT_HTML_DIR: 'playwright-report', CI: env.CI || '1' },
  });
  if (!existsSync(file)) {
    failed++;
    summary.push(`FAIL ${name} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport;
  const { stats } = report;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + (ok || stats.unexpected ? 0 : 1);
  skipped += stats.skipped;
  collectPlaywrightResults(report.suites);
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky`);
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

async function main() {
  // The builds lane: one build at a time (they share .next/), beside the checks lane.
  const mainBuilt = check('static build', 'npm', ['run', 'build'], { buffered: true, env: buildEnv });
  const fixturesBuilt = mainBuilt.then(() =>
    check(
      'fixture builds (many posts, photo post and contact endpoint; analytics; no posts)',
      ...tsx('scripts/test/build-blog-fixtures.ts'),
      {
        buffered: true,
      },
    ),
  );
  const basePathBuilt = fixturesBuilt.then(() =>
    check('static build under a base path', 'npm', ['run', 'build'], { buffered: true, env: basePathEnv }),
  );

  // The checks lane.
  await check('eslint', 'npx', ['eslint', '.', '--max-warnings=0']);
  await check('typecheck', 'npx', ['tsc', '--noEmit']);
  await check('formatting (prettier --check)', 'npx', ['prettier', '--check', '.']);
  await check('lock file agrees with package.json (npm ci)', ...tsx('scripts/check/lockfile.ts'));
  await check('GitHub workflows valid', ...tsx('scripts/check/workflows.ts'));
  // Report only: the placeholders are expected until launch; the deploy pipelines enforce it.
  await inform('launch check (report only)', ...tsx('scripts/check/launch.ts', '--report-only'));
  await vitestSuite('unit tests');
  // Built once per Next/React version into .bench/bare-next/ and reused; here while the site builds.
  await inform('bare Next export (startup JS reference)', ...tsx('scripts/test/bare-next-export.ts'));

  if (await mainBuilt) {
    await check('performance budget', ...tsx('scripts/check/budget.ts'));
    ensureBrowsers();
    // Every script each page fetches while loading, against 1.10 x a bare Next export of the same versions.
    await check('startup JavaScript', ...tsx('scripts/check/startup-js.ts'));
    await check('link check', ...tsx('scripts/check/links.ts'));
    await check('no camera metadata in the export', ...tsx('scripts/check/photo-metadata.ts'));
  } else {
    notRun('performance budget, startup JavaScript, link check, camera metadata', 'the static build failed');
  }
  if (await fixturesBuilt) {
    // Its photo post's photos are camera JPEGs with GPS EXIF: none of it may reach the export.
    await check(
      'no camera metadata in the fixture export',
      ...tsx('scripts/check/photo-metadata.ts', '--dir', '.exports/blog-many'),
    );
  } else {
    notRun('no camera metadata in the fixture export', 'the fixture builds failed');
  }
  if (await basePathBuilt) {
    await check('link check under a base path', ...tsx('scripts/check/links.ts'), { env: basePathEnv });
  } else {
    notRun('link check under a base path', 'the build failed');
  }

  // What the exports hold as files (feeds, robots.txt, icons, static HTML, out-base/'s policies),
  // read without a browser: after every build, since they read all three and Next's own output.
  if ((await mainBuilt) && (await fixturesBuilt) && (await basePathBuilt))
    await vitestSuite('tests over the exports', 'vitest.export.config.mts');
  else notRun('tests over the exports', 'a build failed');

  // Every end-to-end test in one run; a project whose export did not build is left out (and counted as failed).
  const built: Record<string, boolean> = {
    main: await mainBuilt,
    many: await fixturesBuilt,
    empty: await fixturesBuilt,
    analytics: await fixturesBuilt,
    basePath: await basePathBuilt,
    none: true,
  };
  const config = (await import('../../playwright.config')).default;
  const projects = (config.projects ?? []) as Project[];
  const exportOf = (project: Project) => String(project.metadata?.export ?? 'main');
  const left = projects.filter((project) => !built[exportOf(project)]);
  for (const project of left) notRun(`end-to-end project ${project.name}`, `its export (${exportOf(project)}) did not build`);
  const chosen = projects.filter((project) => built[exportOf(project)]);
  const args = left.length ? chosen.flatMap((project) => ['--project', project.name!]) : [];
  if (chosen.length) await playwrightSuite('end-to-end', args);

  report();
}

function report() {
  console.log(`\n${summary.join('\n')}`);

  const rows = timings
    .sort((a, b) => a.start - b.start)
    .map((step) => [step.name, `+${clock(step.start)}`, `${step.seconds.toFixed(1)} s`, step.result]);
  rows.push(['total (wall clock)', '', `${((Date.now() - started) / 1000).toFixed(1)} s`, '']);
  console.log(`\nSteps (start after launch, duration):\n${table(['step', 'start', 'took', 'result'], rows)}`);

  const slowest = testDurations.sort((a, b) => b.ms - a.ms).slice(0, 10);
  if (slowest.length) {
    console.log(
      `\nThe ten slowest tests:\n${table(
        ['test', 'took'],
        slowest.map((test) => [test.name, `${(test.ms / 1000).toFixed(1)} s`]),
      )}`,
    );
  }
  if (skipped) console.log(`\n${skipped} skipped`);
  if (failures.length) {
    console.log(`\nFailed tests (the full errors are above, and in test-results/):`);
    for (const failure of failures) console.log(`- ${failure.name}\n    ${failure.error}`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  failed++;
  report();
});
