import type { Project } from '@playwright/test';

/** The WebKit specs of the contact form's real delivery, which run against an export of their own. */
const contactEndpointSpecs = '**/contact-delivery.webkit.ts';

/**
 * The WebKit project: WebKitGTK driven over WebDriver (e2e/webkit/fixtures.ts), against the same
 * served export and baseURL as the Chromium projects. Its specs end in `.webkit.ts`, so the other
 * projects (which match `*.spec.ts` under e2e/) never pick them up.
 */
export const webkitProject: Project = {
  name: 'webkit',
  testDir: './e2e/webkit',
  testMatch: /\.webkit\.ts$/,
  testIgnore: [contactEndpointSpecs],
  // One WebKit session per worker; two fit a 2-core machine beside the server.
  workers: 2,
  // A test's own limit; its worker's session starts apart (fixtures.ts gives that 60 s).
  timeout: 60_000,
  // The window size, which fixtures.ts gives the WebKit window (a spec may ask for PHONE).
  use: { viewport: { width: 1280, height: 800 } },
};

/**
 * The contact form's real delivery in WebKit, against the many-posts export (`baseURL`, as the
 * config serves it), whose form posts to a receiver the tests start on loopback at the port baked
 * into that build. One test at a time, and never beside the other engines' endpoint projects,
 * which use the same port: it runs after them (`firefox-contact-endpoint` runs after Chromium's
 * `contact-endpoint`).
 */
export function webkitContactEndpointProject(baseURL: string): Project {
  return {
    ...webkitProject,
    name: 'webkit-contact-endpoint',
    metadata: { export: 'many' },
    testMatch: contactEndpointSpecs,
    testIgnore: [],
    workers: 1,
    fullyParallel: false,
    dependencies: ['firefox-contact-endpoint'],
    use: { ...webkitProject.use, baseURL },
  };
}
