/**
 * Builds the export the contact form's delivery tests run against (e2e/contact-endpoint/):
 * the site as an agency deploys it, with NEXT_PUBLIC_CONTACT_ENDPOINT set, here to the loopback
 * receiver those tests start (http://127.0.0.1:<E2E_PORT + 250>/enquiries). The build's CSP
 * allows that origin in connect-src, as it would a real https form service. out/ is left untouched.
 *
 *   npx tsx scripts/test/build-contact-endpoint.ts      (then: npx playwright test --config playwright.contact-endpoint.config.ts)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { contactEndpointSetup, type ContactEndpointManifest } from '../../e2e/contact-endpoint/setup';

const { exportDir, manifest, receiverPort, receiverPath } = contactEndpointSetup;
const endpoint = `http://127.0.0.1:${receiverPort}${receiverPath}`;

console.log(`\nBuilding ${exportDir} with NEXT_PUBLIC_CONTACT_ENDPOINT=${endpoint}`);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  EXPORT_DIR: exportDir,
  NEXT_PUBLIC_CONTACT_ENDPOINT: endpoint,
};
// Served at the root like out/; a base-path run of the main suite must not leak into this build.
delete env.BASE_PATH;
delete env.SITE_URL;
// npm run build, not next build: the export gets the same CSP and _headers as out/.
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
if (result.status !== 0) process.exit(result.status ?? 1);

mkdirSync(dirname(manifest), { recursive: true });
writeFileSync(manifest, `${JSON.stringify({ endpoint } satisfies ContactEndpointManifest, null, 2)}\n`);
console.log(`${manifest} written`);
