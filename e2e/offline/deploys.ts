import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { execFileSync } from 'node:child_process';

/**
 * The exports the offline specs switch their server between, in a temporary folder each:
 * - `nextDeploy`: the site as the next deploy would publish it when every script changed: a copy of
 *   the export whose chunks all have new names (the old ones gone, as a host that replaces the
 *   folder does), a new build id, each page's policy hashed again and a new worker (a new version);
 * - `killSwitch`: the same site with the kill switch as its worker (lib/service-worker-off.worker.ts).
 * Next's builds of one source are reproducible (the same chunk names every time), so a second real
 * build would differ in its build id only; renaming the chunks makes the deploy the hard case.
 */

const TEXT = new Set(['.html', '.txt', '.js', '.css', '.json', '.map']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Runs a build step (scripts/build/<step>.ts) over the export in `dir`, as `npm run build` does. */
function buildStep(step: string, dir: string, env: Record<string, string> = {}) {
  execFileSync(process.execPath, ['--import', 'tsx', `scripts/build/${step}.ts`, '--dir', dir], {
    env: { ...process.env, BASE_PATH: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * A copy of `dir` in a new temporary folder; of what it points to, when it is a link (a git
 * worktree's out/ may link to the main checkout's): a copy of the link would let the steps below
 * rewrite the export every other test is served.
 */
function copyOf(dir: string, label: string): string {
  const target = join(mkdtempSync(join(tmpdir(), `offline-${label}-`)), 'site');
  cpSync(dir, target, { recursive: true, dereference: true });
  return target;
}

export function nextDeploy(dir: string): string {
  const target = copyOf(dir, 'next');
  const chunks = join(target, '_next', 'static', 'chunks');
  const renames = new Map<string, string>();
  for (const name of readdirSync(chunks)) {
    const ext = name.slice(name.indexOf('.'));
    const renamed = `${name.slice(0, -ext.length)}n2${ext}`;
    renames.set(name, renamed);
    renameSync(join(chunks, name), join(chunks, renamed));
  }
  const staticDir = join(target, '_next', 'static');
  const buildId = readdirSync(staticDir).find(
    (name) => !['chunks', 'media'].includes(name) && statSync(join(staticDir, name)).isDirectory(),
  );
  if (buildId) {
    renames.set(buildId, `${buildId.slice(0, -2)}n2`);
    renameSync(join(staticDir, buildId), join(staticDir, `${buildId.slice(0, -2)}n2`));
  }
  const pattern = new RegExp([...renames.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  for (const file of filesUnder(target)) {
    if (!TEXT.has(extname(file))) continue;
    const text = readFileSync(file, 'utf8');
    const replaced = text.replace(pattern, (name) => renames.get(name)!);
    if (replaced !== text) writeFileSync(file, replaced);
  }
  buildStep('postbuild', target);
  buildStep('service-worker', target, { NEXT_PUBLIC_SERVICE_WORKER: '' });
  return target;
}

export function killSwitch(dir: string): string {
  const target = copyOf(dir, 'kill');
  buildStep('service-worker', target, { NEXT_PUBLIC_SERVICE_WORKER: 'off' });
  return target;
}

/** Removes a folder made above. */
export const removeExport = (dir: string) => rmSync(join(dir, '..'), { recursive: true, force: true });
