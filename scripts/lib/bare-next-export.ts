/**
 * A bare Next.js static export (one server-rendered heading and paragraph; no CSS, fonts, images
 * or client components of its own) built with this project's installed Next and React: the
 * framework's own cost, against which the benchmark and the startup-JavaScript check measure ours.
 * Built once per Next/React version pair into .bench/bare-next/<versions>/, and its export kept in
 * the machine's cache (~/.cache/travel-orchard/bare-next/<versions>/, as Renovate's validator is:
 * scripts/check/renovate-config.ts), so a fresh clone on the same machine does not build it again
 * (43 s of a clean-clone `npm test` beside the site's builds, on a loaded 2-core machine).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { nextCli, packageJson } from './next-cli';

const version = (name: string) => packageJson(name).json.version;

/** next-16.4.6_react-19.3.1_react-dom-19.3.1: a new install of either builds a new reference. */
export function bareExportKey(): string {
  return `next-${version('next')}_react-${version('react')}_react-dom-${version('react-dom')}`;
}

const files: Record<string, string> = {
  'next.config.mjs': "export default { output: 'export', trailingSlash: true };\n",
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2017',
      lib: ['dom', 'esnext'],
      strict: true,
      jsx: 'react-jsx',
      module: 'esnext',
      moduleResolution: 'bundler',
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
      esModuleInterop: true,
      resolveJsonModule: true,
      incremental: false,
    },
    include: ['**/*.tsx'],
  }),
  'app/layout.tsx':
    "export const metadata = { title: 'Bare Next.js export', description: 'The framework alone, for reference.' };\n" +
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  'app/page.tsx':
    'export default function Page() {\n  return <main><h1>A bare Next.js export</h1><p>One server-rendered heading and paragraph: what the framework alone costs on this machine.</p></main>;\n}\n',
};

/** The folder holding the bare export (index.html and _next/), built first when missing. */
export function bareNextExport(): string {
  const app = resolve('.bench', 'bare-next', bareExportKey());
  const out = join(app, 'out');
  if (existsSync(join(out, 'index.html'))) return out;
  const cache = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'travel-orchard', 'bare-next', bareExportKey());
  if (existsSync(join(cache, 'index.html'))) return cache;
  console.log(`Building the bare Next.js reference export (${bareExportKey()}) into ${app}…`);
  rmSync(app, { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(app, path, '..'), { recursive: true });
    writeFileSync(join(app, path), text);
  }
  const result = spawnSync(process.execPath, [nextCli(), 'build', app], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0 || !existsSync(join(out, 'index.html'))) throw new Error('The bare Next.js reference build failed.');
  // Copied whole, then renamed into place, so a run stopped halfway never leaves half an export there.
  const partial = `${cache}.partial-${process.pid}`;
  mkdirSync(dirname(cache), { recursive: true });
  cpSync(out, partial, { recursive: true });
  rmSync(cache, { recursive: true, force: true });
  renameSync(partial, cache);
  return out;
}
