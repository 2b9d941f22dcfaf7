import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'cms/**/*.test.ts'],
    // Tests over the built exports: vitest.export.config.mts, after a build.
    exclude: [...configDefaults.exclude, 'scripts/test/export/**', '**/*.export.test.ts'],
    environment: 'node',
  },
});
