/**
 * The end-to-end tests drive Debian's Chromium (Playwright's own download is unreachable here).
 * When none is installed and we may use apt-get (root on Debian), install it; otherwise say how.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium(): boolean {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  if (candidates.some((path) => path && existsSync(path))) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Installing Debian's chromium for the end-to-end tests…");
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-liberation',
      {
        stdio: 'inherit',
      },
    );
    return existsSync('/usr/bin/chromium');
  }
  console.warn(
    'No system Chromium found. Install it (Debian: "sudo apt-get install chromium"), set CHROMIUM_PATH, ' +
      'or let Playwright use its own browser ("npx playwright install chromium") where the network allows.',
  );
  return false;
}
