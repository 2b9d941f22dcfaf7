/**
 * renovate.json, checked by Renovate's own validator (`renovate-config-validator --strict`: unknown
 * or misspelt options, wrong types, invalid matchers and presets, and options Renovate would migrate):
 * the same code the Renovate app runs on the repository, so a config that passes here is one the app
 * reads as written (docs/decisions/0080-dependency-updates-by-renovate.md).
 *
 * The `renovate` package is large (about 620 packages and 360 MB; 40 to 70 s to install on the
 * 2-core machine): it is not a devDependency, which every deploy host's `npm ci` would install. It
 * is installed once per version into the user's cache folder ($XDG_CACHE_HOME or ~/.cache, then
 * travel-orchard/renovate-<version>/), without install scripts (its optional native RE2 is then
 * not built and the validator reads regular expressions with JavaScript's own, as it says), and
 * every later run and every clone on the machine reuse it: then the check takes about 2 s.
 * `npm test` starts the install at its launch, beside the other steps, and runs the check once it is in.
 * Renovate updates RENOVATE_VERSION itself (renovate.json's customManagers).
 *
 *   npx tsx scripts/check/renovate-config.ts [--install-only]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fail, isEntryPoint, readCommandLine } from '../lib/cli';

export const RENOVATE_VERSION = '44.121.2';

const command = 'check:renovate';

/** Where this version of the validator is installed on this machine. */
const folder = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'travel-orchard', `renovate-${RENOVATE_VERSION}`);
const validatorScript = join(folder, 'node_modules', 'renovate', 'dist', 'config-validator.js');

/** Installs the validator unless this version is there already; a half-done install never takes its place. */
function installValidator(): void {
  if (existsSync(validatorScript)) return;
  mkdirSync(join(folder, '..'), { recursive: true });
  const temporary = mkdtempSync(`${folder}.installing-`);
  writeFileSync(join(temporary, 'package.json'), '{ "private": true }\n');
  const started = Date.now();
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      temporary,
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--no-package-lock',
      // Renovate's engines name one Node major (44.x: ^24.11.0); the validator is run, not deployed,
      // on whatever Node the checks run on (.nvmrc's), so this repository's engine-strict is not its rule.
      '--engine-strict=false',
      `renovate@${RENOVATE_VERSION}`,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    rmSync(temporary, { recursive: true, force: true });
    fail(command, `could not install renovate@${RENOVATE_VERSION} from the npm registry:\n${result.stderr.trim()}`);
  }
  if (existsSync(validatorScript)) rmSync(temporary, { recursive: true, force: true });
  else renameSync(temporary, folder);
  console.log(
    `renovate@${RENOVATE_VERSION} installed in ${folder} (${((Date.now() - started) / 1000).toFixed(0)} s, once per version)`,
  );
}

/** The validator's output without its note that the native RE2 was not built (expected: installed without scripts). */
export function withoutRe2Note(output: string): string {
  const kept: string[] = [];
  let skipping = false;
  for (const line of output.split('\n')) {
    if (/^\s*WARN: RE2 not usable/.test(line)) skipping = true;
    else if (/^\s*[A-Z]+:/.test(line)) skipping = false;
    if (!skipping) kept.push(line);
  }
  return kept.join('\n').trim();
}

/** Runs the validator over the repository's Renovate config (renovate.json) as repository config; true when it is valid. */
function validateConfig(): { ok: boolean; output: string } {
  const result = spawnSync(process.execPath, [validatorScript, '--strict'], {
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'info', LOG_FORMAT: '' },
  });
  return { ok: result.status === 0, output: withoutRe2Note(`${result.stdout}${result.stderr}`) };
}

if (isEntryPoint(import.meta.url)) {
  const { values } = readCommandLine(command, { options: { 'install-only': { type: 'boolean' } } });
  installValidator();
  if (!values['install-only']) {
    const { ok, output } = validateConfig();
    if (!ok) fail(command, `renovate.json is not valid for Renovate ${RENOVATE_VERSION}:\n${output}`);
    console.log(`renovate.json: valid for Renovate ${RENOVATE_VERSION} (renovate-config-validator --strict)`);
  }
}
