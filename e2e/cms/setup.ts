import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the CMS project's servers and files live, shared by playwright.config.ts and e2e/cms/:
 * E2E_PORT + 400 serves the CMS and + 401 is decap-server. The posts the CMS edits are a temporary
 * copy (scripts/test/cms-fixture.ts).
 */
const PORT = Number(process.env.E2E_PORT || 4173);
export const CMS_PORT = PORT + 400;
export const BACKEND_PORT = PORT + 401;
// Set once in the runner; workers inherit it, so every process agrees on the folder.
process.env.CMS_E2E_ROOT ??= join(tmpdir(), `travel-orchard-cms-e2e-${PORT}`);
export const CMS_ROOT = process.env.CMS_E2E_ROOT;
