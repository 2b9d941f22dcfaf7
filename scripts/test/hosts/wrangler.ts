/**
 * Cloudflare's own runtime serving an export, as the tests start it: `wrangler pages dev` (the
 * workerd binary ships in the npm package), on loopback, offline and without an account. Used by
 * the host check (scripts/test/export/cloudflare.test.ts) and by the `cloudflare` Playwright
 * project (playwright.config.ts); docs/decisions/0062-node-24-and-the-hosts-own-engines.md says why.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The date wrangler would otherwise warn it picked by itself; a fixed one keeps the runtime's behaviour fixed. */
export const COMPATIBILITY_DATE = '2026-11-17';

/** Nothing leaves the machine: no telemetry, no update check (it rides on the banner), no `Request.cf` download. */
export const wranglerEnv: Record<string, string> = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  // Keeps its log folder out of the user's home, like its state folder below.
  WRANGLER_LOG_PATH: join(tmpdir(), 'travel-orchard-wrangler-logs'),
};

/** The command line that serves `dir` at http://127.0.0.1:<port>/, its devtools port beside it. */
export function wranglerArgs(dir: string, port: number): string[] {
  return [
    'node_modules/wrangler/bin/wrangler.js',
    'pages',
    'dev',
    dir,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(port + 1),
    '--compatibility-date',
    COMPATIBILITY_DATE,
    '--persist-to',
    join(tmpdir(), `travel-orchard-wrangler-${port}`),
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
  ];
}
