/**
 * `npm run cms`: edit the blog in the browser on this computer, without any account.
 *
 *   http://localhost:3001/admin/   the CMS (Decap), saving straight into content/posts/
 *   http://localhost:3000/         the development server, showing every save (drafts included)
 *
 * Starts three processes, all bound to 127.0.0.1, and stops them all on Ctrl+C: decap-server (the
 * CMS's local backend, in `fs` mode: it writes files and leaves git to you), `next dev`, and
 * scripts/serve/serve.ts serving the CMS exactly as the build writes it (its CSP included).
 * Ports: PORT (3000), CMS_PORT (3001), CMS_BACKEND_PORT (8081).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { processExport } from '../build/postbuild';
import { writeAdmin } from '../build/cms';
import { nextCli } from '../lib/next-cli';

const devPort = Number(process.env.PORT || 3000);
const cmsPort = Number(process.env.CMS_PORT || 3001);
const backendPort = Number(process.env.CMS_BACKEND_PORT || 8081);
const siteDir = resolve('.cms');
const children: ChildProcess[] = [];

function start(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`cms: ${name} stopped (${signal ?? `exit code ${code}`}); stopping the others`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

async function main() {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(
    join(siteDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Travel Orchard CMS</title></head><body><main><h1>Travel Orchard CMS</h1><p><a href="admin/">Open the content manager</a> · <a href="http://localhost:${devPort}/">the site</a></p></main></body></html>\n`,
  );
  await writeAdmin(siteDir, {
    ...process.env,
    CMS_LOCAL_BACKEND_URL: `http://localhost:${backendPort}/api/v1`,
    CMS_SITE_URL: `http://localhost:${devPort}`,
  });
  processExport(siteDir);

  start('decap-server', process.execPath, [resolve('node_modules/decap-server/dist/index.js')], {
    PORT: String(backendPort),
    BIND_HOST: '127.0.0.1',
    MODE: 'fs',
    GIT_REPO_DIRECTORY: process.cwd(),
    LOG_LEVEL: 'warn',
  });
  start('next dev', process.execPath, [nextCli(), 'dev', '--hostname', '127.0.0.1', '--port', String(devPort)]);
  start('CMS server', process.execPath, [
    '--import',
    'tsx',
    resolve('scripts/serve/serve.ts'),
    '--dir',
    siteDir,
    '--port',
    String(cmsPort),
  ]);
  console.log(
    `\ncms: edit posts at http://localhost:${cmsPort}/admin/ (saved into content/posts/); see them at http://localhost:${devPort}/blog/\n`,
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
main().catch((error: unknown) => {
  console.error(error);
  stop(1);
});
