#!/usr/bin/env node
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
import { ensureChromium } from './ensure-chromium.mjs';

const reports = join('test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };
let passed = 0;
let failed = 0;
let skipped = 0;
const summary = [];

function run(command, args, extraEnv = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
}

/** A step that counts as one check. */
function check(name, command, args, extraEnv) {
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
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
  skipped += report.numPendingTests + report.numTodoTests;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} unit tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}

function playwrightSuite(name, extraEnv = {}, extraArgs = []) {
  const file = join(reports, `${name}.json`);
  const ok = run('npx', ['playwright', 'test', ...extraArgs], { ...extraEnv, PLAYWRIGHT_JSON: file, CI: env.CI || '1' });
  if (!existsSync(file)) {
    failed++;
    summary.push(`FAIL ${name} (no report)`);
    return;
  }
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + (ok || stats.unexpected ? 0 : 1);
  skipped += stats.skipped;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky`);
}

check('eslint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('typecheck', 'npx', ['tsc', '--noEmit']);
vitestSuite();
const built = check('static build', 'npx', ['next', 'build']);
if (built) {
  ensureChromium();
  playwrightSuite('end-to-end');
  // The blog's pagination and empty state need exports built from generated posts.
  if (check('blog fixture builds', 'node', ['scripts/build-blog-fixtures.mjs'])) {
    playwrightSuite('blog fixtures end-to-end', {}, ['--config', 'playwright.blog-fixtures.config.ts']);
  } else {
    failed++;
    summary.push('FAIL blog fixtures end-to-end (not run: a fixture build failed)');
  }
} else {
  failed++;
  summary.push('FAIL end-to-end (not run: the build failed)');
}

console.log(`\n${summary.join('\n')}`);
if (skipped) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
