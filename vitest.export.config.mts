import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * File-level tests over the built exports (scripts/test/export/): run after the builds, by
 * `npm test`, or by hand once out/ and the fixture exports exist:
 *
 *   npx vitest run --config vitest.export.config.mts
 *
 * `npx vitest run` (vitest.config.mts) leaves them out, so unit tests need no build.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['scripts/test/export/**/*.test.ts'],
    environment: 'node',
  },
});
