/**
 * Next's command line, run through its package: the file its package.json declares as `bin.next`,
 * wherever npm installed it, so no script depends on a path inside Next's dist/ folder.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
type PackageJson = { version: string; bin?: string | Record<string, string> };

/** A package's package.json, found as Node would find the package. */
export function packageJson(name: string): { file: string; json: PackageJson } {
  const file = require.resolve(`${name}/package.json`);
  return { file, json: JSON.parse(readFileSync(file, 'utf8')) as PackageJson };
}

/** Next's command line as its package declares it (`bin.next`), wherever the package is installed. */
export function nextCli(): string {
  const { file, json } = packageJson('next');
  const bin = typeof json.bin === 'string' ? json.bin : json.bin?.next;
  if (!bin) throw new Error(`${file} declares no "bin.next": cannot run Next's command line`);
  return join(dirname(file), bin);
}

/** Runs `next <args>` with this Node, its output on ours; resolves when it exits 0, rejects with its status otherwise. */
export function runNext(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextCli(), ...args], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`next ${args.join(' ')} exited with ${signal ?? `status ${code}`}`)),
    );
  });
}
