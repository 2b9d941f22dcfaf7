/** For unit tests of what reads the export: a small export written into a fresh temporary folder. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Writes each `path: text` into a new temporary folder and returns the folder. */
export function tempExport(files: Record<string, string>, prefix = 'export-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
