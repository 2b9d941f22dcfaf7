/**
 * The host check (docs/testing.md, stage 6): out/ served by Cloudflare's own runtime (`wrangler pages
 * dev`, offline, scripts/test/hosts/wrangler.ts) answers every file, route and unknown path as
 * scripts/serve/serve.ts does, `_headers` headers included; where Cloudflare differs on purpose the
 * difference is asserted as it is (docs/decisions/0062-node-24-and-the-hosts-own-engines.md lists
 * them). The same servers then hold up `npm run check:live` (scripts/check/live.ts), as do a GitHub
 * Pages-like server, a plain static one and one that lost `_next/`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { checkLive } from '../../check/live';
import { contentTypes } from '../../lib/content-types';
import { parseHeadersFile } from '../../lib/headers-file';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFiles, exportPages, hostedFile, routeOf } from '../../lib/export-files';
import { wranglerArgs, wranglerEnv } from '../hosts/wrangler';
import { exportDir } from './exports';

const PORT = Number(process.env.E2E_PORT || 4173) + 460;
const servers = { serve: `http://127.0.0.1:${PORT}`, cloudflare: `http://127.0.0.1:${PORT + 2}` };
/** The headers `_headers` sets, the type and a redirect's target: what must be the same from both (set with the export). */
let compared: string[] = [];

const children: ChildProcess[] = [];
function start(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
  children.push(child);
  return () => errors;
}

async function waitFor(url: string, errors: () => string) {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    try {
      await fetch(url, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within 90 s:\n${errors()}`);
}

/**
 * A type by what a browser makes of it: JavaScript under either of its names, the icon type under
 * either, and no parameter (Cloudflare names no charset; a browser reads UTF-8 either way).
 */
const sameType: Record<string, string> = {
  'application/javascript': 'text/javascript',
  'image/vnd.microsoft.icon': 'image/x-icon',
};
const essence = (type: string) => {
  const bare = type.split(';')[0]!.trim().toLowerCase();
  return sameType[bare] ?? bare;
};

type Answer = { status: number; headers: Record<string, string>; body: Buffer };
async function get(server: keyof typeof servers, path: string): Promise<Answer> {
  const response = await fetch(servers[server] + path, { redirect: 'manual' });
  const headers = Object.fromEntries(
    compared.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])),
  );
  if (headers['content-type']) headers['content-type'] = essence(headers['content-type']);
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** Both servers' answers to `path`, with what differs; the bodies are compared for 2xx and 404 answers. */
async function differences(path: string): Promise<string[]> {
  const [local, host] = await Promise.all([get('serve', path), get('cloudflare', path)]);
  const found: string[] = [];
  if (local.status !== host.status) found.push(`${path}: status ${local.status} from serve.ts, ${host.status} from Cloudflare`);
  for (const name of compared) {
    if (local.headers[name] !== host.headers[name])
      found.push(
        `${path}: ${name} "${local.headers[name] ?? '(none)'}" from serve.ts, "${host.headers[name] ?? '(none)'}" from Cloudflare`,
      );
  }
  if (local.status !== 308 && !local.body.equals(host.body)) found.push(`${path}: the bodies differ`);
  return found;
}

let dir = '';
const rules = () => parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
beforeAll(async () => {
  dir = exportDir('main');
  const set = rules().flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()));
  compared = [...new Set(['content-type', 'location', ...set])];
  const serveErrors = start(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve/serve.ts', '--dir', dir, '--port', String(PORT)],
    { BASE_PATH: '' },
  );
  const hostErrors = start(process.execPath, wranglerArgs(dir, PORT + 2), wranglerEnv);
  await Promise.all([waitFor(servers.serve, serveErrors), waitFor(servers.cloudflare, hostErrors)]);
}, 120_000);

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

/** Over a hundred files and routes, two servers each: a limit for a loaded machine, not a wait. */
const TIMEOUT = 60_000;

describe('Cloudflare Pages (wrangler pages dev) and serve.ts', () => {
  it(
    'send every file, every route (and it without its trailing slash, redirected, the query kept) and an unknown path alike: status, type, body and the _headers headers',
    { timeout: TIMEOUT },
    async () => {
      const files = exportFiles(dir, '')
        .map((file) => `/${relative(dir, file).split(sep).join('/')}`)
        // Host configuration, never served; pages are requested by their routes.
        .filter((path) => !/(^|\/)(_headers|\.nojekyll)$/.test(path) && !path.endsWith('/index.html') && path !== '/404.html');
      expect(files.length).toBeGreaterThan(50);
      // TypeScript source is no file for a browser: Cloudflare sends `.ts` as video/mp2t, which no
      // worker runs (the date worker did, until it became a .js file).
      expect(files.filter((path) => /\.tsx?$/.test(path))).toEqual([]);
      const routes = exportPages(dir)
        .map((file) => routeOf(file, dir))
        .filter((route) => route.endsWith('/'));
      expect(routes).toContain('/admin/');
      const unknown = ['/no/such/page', '/blog/no-such-post/', '/about/nope.html', '/_next/static/chunks/missing.js'];
      const paths = [
        ...files,
        ...routes,
        ...routes.filter((route) => route !== '/').map((route) => `${route.slice(0, -1)}?q=alps&page=2`),
        ...unknown,
      ];
      const found: string[] = [];
      for (let at = 0; at < paths.length; at += 16) {
        for (const list of await Promise.all(paths.slice(at, at + 16).map(differences))) found.push(...list);
      }
      expect(found).toEqual([]);
      const redirect = await get('cloudflare', '/blog/search?q=alps');
      expect([redirect.status, redirect.headers.location]).toEqual([308, '/blog/search/?q=alps']);
      const missing = await get('cloudflare', '/no/such/page');
      expect([missing.status, missing.body.toString().includes('Oops! Page not found')]).toEqual([404, true]);
    },
  );

  // Where Cloudflare differs on purpose, as it is today: none of these paths is linked from the site.
  it(
    'differ only where Cloudflare redirects a file name to its route or keeps its own configuration',
    { timeout: TIMEOUT },
    async () => {
      const cloudflare = {
        '/index.html': [308, '/'],
        '/about/index.html': [308, '/about/'],
        '/404.html': [308, '/404'],
        // The runtime fails on its own configuration file (production answers it as not found).
        '/_headers': [502, undefined],
        // GitHub Pages' marker file: Cloudflare serves it; serve.ts treats dot files as configuration.
        '/.nojekyll': [200, undefined],
      };
      for (const [path, [status, location]] of Object.entries(cloudflare)) {
        const [local, host] = await Promise.all([get('serve', path), get('cloudflare', path)]);
        expect([host.status, host.headers.location], path).toEqual([status, location]);
        expect(local.status, path).toBe(path.startsWith('/_') || path.startsWith('/.') ? 404 : 200);
      }
    },
  );
});

/**
 * Runs `check` against a plain static server, as a host that ignores `_headers` is: the export's
 * files with their types, `route/` from `route/index.html`, 404.html with status 404, and only the
 * `headers` given (GitHub Pages' own, for a Pages-like server); paths matching `lost` answer 404 as
 * if never uploaded. On 127.0.0.1, a port of the system's choosing; closed once `check` is done.
 */
async function onPlainStaticServer(
  { headers = {}, lost }: { headers?: Record<string, string>; lost?: RegExp },
  check: (url: string) => Promise<void>,
): Promise<void> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = lost?.test(path) ? null : hostedFile(dir, path);
    const served = file ?? join(dir, '404.html');
    res.writeHead(file ? 200 : 404, {
      ...headers,
      'content-type': contentTypes[extname(served)] || 'application/octet-stream',
    });
    createReadStream(served).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await check(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
  } finally {
    server.close();
  }
}

/** What GitHub Pages sends on every file, whatever the site asks (measured on a *.github.io site). */
const githubPagesHeaders = { server: 'GitHub.com', 'cache-control': 'max-age=600', 'access-control-allow-origin': '*' };

describe('npm run check:live (scripts/check/live.ts)', () => {
  it("passes on serve.ts and on Cloudflare's runtime", { timeout: TIMEOUT }, async () => {
    for (const url of [`${servers.serve}/`, `${servers.cloudflare}/`]) {
      const report = await checkLive(url, { rules: rules() });
      expect(report.problems, url).toEqual([]);
      expect(report.checked, url).toBeGreaterThan(10);
    }
  });

  it('passes on a GitHub Pages-like server, listing what Pages cannot do as notes', { timeout: TIMEOUT }, async () => {
    await onPlainStaticServer({ headers: githubPagesHeaders }, async (url) => {
      // No --host: the check recognises Pages by its answers.
      const report = await checkLive(url, { rules: rules() });
      expect(report.host).toBe('github-pages');
      expect(report.problems).toEqual([]);
      const notes = report.notes.join('\n');
      expect(notes).toContain(
        'GitHub Pages caches sw.js for 10 minutes (Cache-Control "max-age=600", which it sends on every file and lets no site change): an update of the site reaches returning visitors up to 10 minutes late.',
      );
      expect(notes).toContain('GitHub Pages applies no _headers file');
      expect(notes).toContain('X-Frame-Options: other sites may show the pages in a frame');
      expect(notes).toContain('the build\'s hashed files get "max-age=600" instead of a year');
    });
  });

  it('fails on a host that lost the _next/ folder, naming the files', { timeout: TIMEOUT }, async () => {
    await onPlainStaticServer({ headers: githubPagesHeaders, lost: /^\/_next\// }, async (url) => {
      const { problems } = await checkLive(url, { rules: rules() });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^\d+ of the \d+ scripts and stylesheets the pages load answer 404, not 200: http:\/\/127\.0\.0\.1:\d+\/_next\/static\/\S+\.(js|css), /,
      );
      expect(problems[0]).toContain('the _next/ folder included');
    });
  });

  it('fails on a plain static server that drops the headers, naming each one', { timeout: TIMEOUT }, async () => {
    await onPlainStaticServer({}, async (url) => {
      const { problems, host } = await checkLive(url, { rules: rules() });
      expect(host).toBe('other');
      const text = problems.join('\n');
      for (const header of [
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'Cache-Control',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'X-Frame-Options',
        'Cross-Origin-Opener-Policy',
      ])
        expect(text).toContain(`${header} ("`);
      expect(text).toContain('Ask the host to apply the file _headers from the published folder');
      expect(text).toMatch(/sw\.js is sent with Cache-Control "\(none\)": it must be revalidated/);
      // The pages themselves are the build's: their policies still allow their scripts.
      expect(text).not.toContain('security policy does not allow');
    });
  });
});
