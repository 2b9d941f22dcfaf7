/**
 * For the tests over the real build's output (`*.export.test.ts`, vitest.export.config.mts): the
 * export `npm run build` wrote, and copies of its pages to alter, so each step that reads Next's
 * output is shown to pass on what Next really writes and to fail, naming the page, on what it
 * might write instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The export of the last build: EXPORT_DIR, else out/. Throws, saying what to run, when there is none. */
export function builtExport(): string {
  const dir = resolve(process.env.EXPORT_DIR || 'out');
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(`No export in ${dir}: run "npm run build" first; these tests read what the build wrote.`);
  return dir;
}

/** The text of one file of the export, by its path in it (`contact/index.html`). */
export function exportText(dir: string, path: string): string {
  const file = join(dir, path);
  if (!existsSync(file)) throw new Error(`${path} is not in the export at ${dir}; has the site lost that page?`);
  return readFileSync(file, 'utf8');
}
