/**
 * How much machinery the site carries: lines of tooling plus tests for each line of site code,
 * counted as docs/architecture.md ("How much machinery") says. Prints each part and the ratio;
 * the target is 2.0 or less.
 *
 *   npx tsx scripts/test/code-ratio.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CODE = /\.(tsx?|mts|cts|jsx?|mjs|cjs|py)$/;
const TEST = /\.(test|spec)\.tsx?$/;

/** Every file git tracks (so nothing generated or installed counts), with its line count. */
function trackedFiles(): { path: string; lines: number }[] {
  return execFileSync('git', ['ls-files', '-z'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
    .split('\0')
    .filter((path) => CODE.test(path) && !path.includes('node_modules/'))
    .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length - 1 }));
}

export type Part = 'site' | 'tooling' | 'tests' | 'other';

/** Which part a file belongs to. */
export function partOf(path: string): Part {
  if (TEST.test(path)) return 'tests';
  if (/^(app|components|lib|content|cms)\//.test(path)) return /^cms\/decap\//.test(path) ? 'other' : 'site';
  if (/^(scripts|e2e)\//.test(path) || /^[^/]+\.config\.[cm]?[jt]s$/.test(path)) return 'tooling';
  return 'other';
}

export function countParts(files: { path: string; lines: number }[]): Record<Part, number> {
  const parts: Record<Part, number> = { site: 0, tooling: 0, tests: 0, other: 0 };
  for (const file of files) parts[partOf(file.path)] += file.lines;
  return parts;
}

/** What the command prints, and `npm test`'s report beside its slowest parts, so growth is seen when it happens. */
export function codeRatioReport(): string {
  let files;
  try {
    files = trackedFiles();
  } catch (error) {
    return `tooling plus tests ÷ site code: not counted (${(error as Error).message.split('\n')[0]})`;
  }
  const parts = countParts(files);
  const ratio = (parts.tooling + parts.tests) / parts.site;
  return [
    `site code ${parts.site} lines; tooling ${parts.tooling}; tests ${parts.tests}`,
    `tooling plus tests ÷ site code = ${ratio.toFixed(2)} (target 2.0 or less)`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(codeRatioReport());
