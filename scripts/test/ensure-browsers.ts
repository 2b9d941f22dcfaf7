/**
 * The end-to-end tests drive Debian's browsers (Playwright's own downloads are unreachable here):
 * Chromium, Firefox ESR, and WebKitGTK through WebKitWebDriver under Xvfb with our minimal
 * browser (e2e/webkit/browser.py, Python with GObject introspection). When packages are missing
 * and we may use apt-get (root on Debian), install them all with one `apt-get update` and one
 * `apt-get install`; otherwise say what to install. .ci/run does the same before `npm ci`.
 *
 *   npx tsx scripts/test/ensure-browsers.ts [chromium] [firefox] [webkit]     (all three by default)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export type Engine = 'chromium' | 'firefox' | 'webkit';
export const engines: readonly Engine[] = ['chromium', 'firefox', 'webkit'];

/** Debian packages each engine needs, and what shows each is there without dpkg. */
const packages: Record<Engine, { name: string; present: () => boolean }[]> = {
  chromium: [
    {
      name: 'chromium',
      present: () =>
        [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].some((p) => p && existsSync(p)),
    },
    { name: 'fonts-liberation', present: () => existsSync('/usr/share/fonts/truetype/liberation') },
  ],
  firefox: [
    { name: 'firefox-esr', present: () => existsSync('/usr/bin/firefox-esr') },
    { name: 'fonts-liberation', present: () => existsSync('/usr/share/fonts/truetype/liberation') },
  ],
  webkit: [
    { name: 'webkit2gtk-driver', present: () => existsSync(process.env.WEBKIT_WEBDRIVER || '/usr/bin/WebKitWebDriver') },
    // Only needed without a display, which is how CI runs.
    { name: 'xvfb', present: () => Boolean(process.env.DISPLAY) || existsSync('/usr/bin/Xvfb') },
    { name: 'gir1.2-webkit2-4.1', present: () => pythonImports("gi.require_version('WebKit2', '4.1')") },
    { name: 'python3-gi', present: () => pythonImports('') },
    { name: 'fonts-liberation', present: () => existsSync('/usr/share/fonts/truetype/liberation') },
  ],
};

/** Whether Debian's python3 has GObject introspection (and, with `then`, runs that too). */
function pythonImports(then: string): boolean {
  if (!existsSync('/usr/bin/python3')) return false;
  return spawnSync('/usr/bin/python3', ['-c', `import gi; ${then}`], { stdio: 'ignore' }).status === 0;
}

/** The packages the engines need that are not installed, each once. */
export function missingPackages(wanted: readonly Engine[] = engines): string[] {
  const missing = new Set<string>();
  for (const engine of wanted) for (const { name, present } of packages[engine]) if (!present()) missing.add(name);
  return [...missing];
}

/**
 * Installs what the engines lack when we can (root, apt-get), in one update and one install, and
 * returns which engines are ready. Prints how to install them when we cannot.
 */
export function ensureBrowsers(wanted: readonly Engine[] = engines): Record<Engine, boolean> {
  const missing = missingPackages(wanted);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length > 0) {
    if (isRoot && existsSync('/usr/bin/apt-get')) {
      console.log(`Installing from Debian for the end-to-end tests: ${missing.join(' ')}`);
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
    } else {
      console.warn(
        `Missing for the end-to-end tests: ${missing.join(' ')}. Install them (Debian: "sudo apt-get install ${missing.join(' ')}")` +
          ', or set CHROMIUM_PATH / WEBKIT_WEBDRIVER to browsers installed elsewhere.',
      );
    }
  }
  const stillMissing = new Set(missingPackages(wanted));
  return Object.fromEntries(
    engines.map((engine) => [engine, wanted.includes(engine) && packages[engine].every(({ name }) => !stillMissing.has(name))]),
  ) as Record<Engine, boolean>;
}

if (process.argv[1] && /ensure-browsers\.ts$/.test(process.argv[1])) {
  const asked = process.argv.slice(2).filter((arg): arg is Engine => (engines as readonly string[]).includes(arg));
  const wanted = asked.length ? asked : engines;
  const ready = ensureBrowsers(wanted);
  console.log(wanted.map((engine) => `${engine}: ${ready[engine] ? 'ready' : 'missing'}`).join(', '));
  if (wanted.some((engine) => !ready[engine])) process.exit(1);
}
