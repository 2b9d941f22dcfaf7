import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The CMS's end-to-end tests (e2e/cms/): Decap at /admin/ against its local backend, decap-server,
 * both on loopback, editing a temporary copy of the posts (scripts/test/cms-fixture.ts), never the
 * repository's content/posts/. Ports: E2E_PORT + 400 serves the CMS, + 401 is decap-server, and
 * + 402 serves the export the publishing test builds.
 */
const PORT = Number(process.env.E2E_PORT || 4173);
export const CMS_PORT = PORT + 400;
export const BACKEND_PORT = PORT + 401;
export const BLOG_PORT = PORT + 402;
// Set once in the runner; workers inherit it, so every process agrees on the folder.
process.env.CMS_E2E_ROOT ??= join(tmpdir(), `travel-orchard-cms-e2e-${PORT}`);
export const CMS_ROOT = process.env.CMS_E2E_ROOT;

export default defineConfig({
  ...base,
  testDir: './e2e/cms',
  testIgnore: undefined,
  // The tests share one posts folder and one backend: one at a time, in file order.
  fullyParallel: false,
  workers: 1,
  // Decap is 5 MB of JavaScript to parse before the first click: generous on a loaded machine.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  globalTeardown: './e2e/cms/teardown.ts',
  projects: (base.projects ?? []).filter((project) => project.name === 'desktop'),
  use: { ...base.use, baseURL: `http://localhost:${CMS_PORT}/` },
  webServer: [
    {
      command: `npx tsx scripts/test/cms-fixture.ts --root ${CMS_ROOT} --backend-url http://127.0.0.1:${BACKEND_PORT}/api/v1 && node --import tsx scripts/serve/serve.ts --dir ${join(CMS_ROOT, 'site')} --port ${CMS_PORT}`,
      url: `http://localhost:${CMS_PORT}/admin/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // decap-server's own entry point, bound to loopback, writing files directly (no git): `fs` mode.
      command: 'node node_modules/decap-server/dist/index.js',
      port: BACKEND_PORT,
      env: {
        PORT: String(BACKEND_PORT),
        BIND_HOST: '127.0.0.1',
        MODE: 'fs',
        GIT_REPO_DIRECTORY: join(CMS_ROOT, 'repo'),
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
