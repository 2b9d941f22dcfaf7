import { defineConfig, devices, type Project } from '@playwright/test';
import base, { SLOW_PHONE_PROJECT } from './playwright.config';

/**
 * The blog's fixture tests: the same browsers and settings as playwright.config.ts, against two
 * extra exports built from generated posts by scripts/test/build-blog-fixtures.ts (`npm test` does):
 * .exports/blog-many (three list pages, two pages of one topic, drafts), .exports/blog-empty (no posts)
 * and .exports/photos (a post with an uploaded camera photo), whose tests run on one phone only.
 */
const PORT = Number(process.env.E2E_PORT || 4173);
const basePath = process.env.BASE_PATH || '';
// Offsets keep clear of the main server and of neighbouring E2E_PORTs.
const exports = [
  { name: 'many', dir: '.exports/blog-many', port: PORT + 100, spec: /blog-fixtures\/(pagination|topics|search)\.spec\.ts/ },
  { name: 'empty', dir: '.exports/blog-empty', port: PORT + 200, spec: /blog-fixtures\/empty\.spec\.ts/ },
  { name: 'photos', dir: '.exports/photos', port: PORT + 300, spec: /blog-fixtures\/photos\.spec\.ts/ },
];

/** The phone: 390 CSS pixels wide at a device pixel ratio of 2, so it asks for 780-pixel photos. */
const phone: Project = {
  name: 'phone',
  use: { ...devices['Pixel 5'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, defaultBrowserType: 'chromium' },
};

const projects: Project[] = exports.flatMap((build) =>
  (build.name === 'photos' ? [phone] : (base.projects ?? []).filter((project) => project.name !== SLOW_PHONE_PROJECT)).map(
    (project) => ({
      ...project,
      name: `${build.name}-${project.name}`,
      testMatch: build.spec,
      use: { ...project.use, baseURL: `http://localhost:${build.port}${basePath}/` },
    }),
  ),
);

export default defineConfig({
  ...base,
  testIgnore: undefined,
  projects,
  webServer: exports.map((build) => ({
    command: `node --import tsx scripts/serve/serve.ts --dir ${build.dir} --port ${build.port}`,
    url: `http://localhost:${build.port}${basePath}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  })),
});
