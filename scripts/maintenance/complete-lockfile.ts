/**
 * Adds the platform-specific optional packages (`@next/swc-*`, `@unrs/resolver-binding-*`, …)
 * that npm leaves out of package-lock.json when it resolves on one platform or against a registry
 * mirror that carries only this platform's builds (npm/cli#4828). Without them `npm ci` refuses
 * the lock file as "not in sync" on every machine, and a Mac or Windows install rewrites it.
 *
 * Run after any `npm install` that changed the lock file: `npm run lock:complete`.
 * The entries carry name, version, os, cpu and libc, which is what npm needs to skip or fetch
 * them; the registry adds the tarball and its integrity when a matching machine installs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isEntryPoint } from '../lib/cli';

interface LockPackage {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

interface Lockfile {
  packages: Record<string, LockPackage>;
}

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'sunos', 'netbsd', 'openbsd', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'mips64el'];

/** os, cpu and libc read from a platform package's name, e.g. `swc-linux-x64-musl`. */
export function platformOf(name: string): Pick<LockPackage, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) return null;
  const libc = parts.some((part) => part.startsWith('musl'))
    ? ['musl']
    : parts.some((part) => part.startsWith('gnu'))
      ? ['glibc']
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc && os === 'linux' ? { libc } : {}) };
}

/** The lock file with every missing platform package added; returns the names it added. */
export function completeLockfile(lock: Lockfile): string[] {
  const added: string[] = [];
  for (const [path, pkg] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
      const parent = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[parent] || lock.packages[hoisted]) continue;
      lock.packages[hoisted] = { version: range, ...platform, optional: true };
      added.push(`${name}@${range}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
  return added;
}

if (isEntryPoint(import.meta.url)) {
  const file = 'package-lock.json';
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
  const added = completeLockfile(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length
      ? `Added ${added.length} platform packages:\n  ${added.join('\n  ')}`
      : 'The lock file already lists every platform package.',
  );
}
