import { defineConfig, type Project } from '@playwright/test';
import base, { SLOW_PHONE_PROJECT } from './playwright.config';
import { contactEndpointSetup } from './e2e/contact-endpoint/setup';

/**
 * The contact form's delivery tests: the same browsers and settings as playwright.config.ts,
 * against .exports/contact-endpoint, built by scripts/test/build-contact-endpoint.ts with the form
 * posting to a real HTTP receiver that each test starts on 127.0.0.1 (e2e/contact-endpoint/receiver.ts).
 * The receiver's port is fixed in the build, so these tests run one at a time.
 */
const { exportDir, serverPort } = contactEndpointSetup;
const baseURL = `http://localhost:${serverPort}/`;

const projects: Project[] = (base.projects ?? [])
  .filter((project) => project.name !== SLOW_PHONE_PROJECT)
  .map((project) => ({
    ...project,
    use: { ...project.use, baseURL },
  }));

export default defineConfig({
  ...base,
  testDir: './e2e/contact-endpoint',
  testIgnore: undefined,
  fullyParallel: false,
  workers: 1,
  projects,
  webServer: {
    command: `node --import tsx scripts/serve/serve.ts --dir ${exportDir} --port ${serverPort}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
