/**
 * The end-to-end tests drive Debian's browsers (Playwright's own downloads are unreachable here):
 * Chromium, Firefox ESR, and WebKitGTK through WebKitWebDriver under Xvfb with our minimal
 * browser (e2e/webkit/browser.py, Python with GObject introspection). When packages are missing
 * and we may use apt-get (root on Debian), install them all with one `apt-get update` and one
 * `apt-get install`, with Java for the HTML check when none runs; otherwise say what to install.
 * .ci/run does the same before `npm ci`.
 *
 *   npx tsx scripts/test/ensure-browsers.ts
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { browserPaths } from '../lib/browser-paths';
import { isEntryPoint } from '../lib/cli';

/** The Debian packages the three engines need: browser-packages.txt, the list .ci/run installs from too. */
const packages = browserPackages();

function browserPackages(): string[] {
  const names = new Set<string>();
  const list = readFileSync(fileURLToPath(new URL('browser-packages.txt', import.meta.url)), 'utf8');
  for (const line of list.split('\n')) {
    const [engine, name, ...rest] = line.trim().split(/\s+/);
    if (!engine || engine.startsWith('#')) continue;
    if (!['chromium', 'firefox', 'webkit'].includes(engine) || !name || rest.length > 0)
      throw new Error(`browser-packages.txt: "${line}" is not "<chromium|firefox|webkit> <package>"`);
    names.add(name);
  }
  return [...names];
}

/**
 * What shows a package is there without dpkg, so browsers installed elsewhere (CHROMIUM_PATH,
 * WEBKIT_WEBDRIVER: scripts/lib/browser-paths.ts) and hosts with a display count. A package not named here is asked of dpkg.
 */
const presence: Record<string, () => boolean> = {
  chromium: () => Boolean(browserPaths.chromium),
  'chromium-headless-shell': () => Boolean(process.env.CHROMIUM_PATH) || existsSync('/usr/bin/chromium-headless-shell'),
  'fonts-liberation': () => existsSync('/usr/share/fonts/truetype/liberation'),
  'firefox-esr': () => Boolean(browserPaths.firefox),
  'webkit2gtk-driver': () => existsSync(browserPaths.webkitDriver),
  // Only needed without a display, which is how CI runs.
  xvfb: () => Boolean(process.env.DISPLAY) || existsSync(browserPaths.xvfb),
  'gir1.2-webkit2-4.1': () => pythonImports("gi.require_version('WebKit2', '4.1')"),
  'python3-gi': () => pythonImports(''),
};

function present(name: string): boolean {
  const known = presence[name];
  if (known) return known();
  const status = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return status.status === 0 && status.stdout.includes('install ok installed');
}

/** Whether Debian's python3 has GObject introspection (and, with `then`, runs that too). */
function pythonImports(then: string): boolean {
  if (!existsSync('/usr/bin/python3')) return false;
  return spawnSync('/usr/bin/python3', ['-c', `import gi; ${then}`], { stdio: 'ignore' }).status === 0;
}

/** Debian's Java, for the Nu HTML Checker (scripts/check/html.ts), which .ci/run installs beside the browsers. */
const JAVA_PACKAGE = 'default-jre-headless';

/** Whether a Java runs here: JAVA naming one, or `java` on the path. */
function javaRuns(): boolean {
  return Boolean(process.env.JAVA) || spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

/** The packages the engines need that are not installed (and Java, when none runs). */
function missingPackages(): string[] {
  const browsers = packages.filter((name) => !present(name));
  return javaRuns() ? browsers : [...browsers, JAVA_PACKAGE];
}

/**
 * Installs what the engines lack when we can (root, apt-get), in one update and one install, and
 * returns what is still missing. Prints how to install them when we cannot.
 */
export function ensureBrowsers(): string[] {
  const missing = missingPackages();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length > 0) {
    if (isRoot && existsSync('/usr/bin/apt-get')) {
      console.log(`Installing from Debian for the end-to-end tests and the HTML check: ${missing.join(' ')}`);
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
    } else {
      console.warn(
        `Missing for the end-to-end tests and the HTML check: ${missing.join(' ')}. Install them (Debian: "sudo apt-get install ${missing.join(' ')}")` +
          ', or set CHROMIUM_PATH / WEBKIT_WEBDRIVER to browsers installed elsewhere.',
      );
    }
  }
  return missing.length ? missingPackages() : [];
}

if (isEntryPoint(import.meta.url)) {
  const missing = ensureBrowsers();
  console.log(missing.length ? `still missing: ${missing.join(' ')}` : 'every engine ready');
  if (missing.length) process.exit(1);
}
