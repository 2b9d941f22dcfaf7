import { rmSync } from 'node:fs';

/** The temporary posts folder and CMS copy go when the run ends (scripts/test/cms-fixture.ts made them). */
export default function teardown() {
  if (process.env.CMS_E2E_ROOT) rmSync(process.env.CMS_E2E_ROOT, { recursive: true, force: true });
}
