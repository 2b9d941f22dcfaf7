import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_BUILD_DATE } from './e2e/build-dates';

/**
 * Tests over the built exports: file-level checks (scripts/test/export/) and the build steps run
 * on a real `next build`'s output (`*.export.test.ts`). `npm test` runs them after the builds; by
 * hand, once out/ and the fixture exports exist:
 *
 *   npx vitest run --config vitest.export.config.mts
 *
 * `npx vitest run` (vitest.config.mts) leaves them out, so unit tests need no build.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    name: 'export',
    include: ['scripts/test/export/**/*.test.ts', 'lib/**/*.export.test.ts', 'scripts/**/*.export.test.ts'],
    environment: 'node',
    // The exports were built for this day (e2e/build-dates.ts); the tests read the content for it too.
    env: { BUILD_DATE: process.env.BUILD_DATE || TEST_BUILD_DATE },
  },
});
