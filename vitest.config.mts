import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'cms/**/*.test.ts'],
    // Tests over the real build's output run after the build: vitest.export.config.mts.
    exclude: [...configDefaults.exclude, '**/*.export.test.ts'],
    environment: 'node',
  },
});
