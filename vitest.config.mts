import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'cms/**/*.test.ts'],
    // Tests over the built exports: vitest.export.config.mts, after a build.
    exclude: [...configDefaults.exclude, 'scripts/test/export/**', '**/*.export.test.ts'],
    environment: 'node',
    // One module registry per worker, not per file: the files' own imports took four times the
    // processor that their tests did (103 s of CPU against 25 s for the unit tests, measured on
    // issue 55's branch). A test that stubs the environment gets it back after itself.
    isolate: false,
    unstubEnvs: true,
    setupFiles: ['scripts/test/vitest-fresh-modules.ts'],
  },
});
