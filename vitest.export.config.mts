// Tests over the real build's output (`*.export.test.ts`): run after `npm run build`, against out/
// (or EXPORT_DIR), with `npx vitest run --config vitest.export.config.mts`. `npx vitest run` leaves
// them out, so the unit tests never need a build.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    name: 'export',
    include: ['lib/**/*.export.test.ts', 'scripts/**/*.export.test.ts'],
    environment: 'node',
  },
});
