/**
 * The Nu HTML Checker (vnu-jar, the W3C's checker, offline on the machine's Java) over every page
 * of the real export, in one Java process: no error. In the same run, a copy of a page written with
 * what it forbids gets its line and rule named, so a pass means the checker looked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportDir } from '../test/export/exports';
import { tempExport } from '../test/temp-export';
import { exportFiles } from '../lib/export-files';
import { checkHtml, describeError } from './html';

const dir = exportDir('main');

describe('the Nu HTML Checker', () => {
  // One JVM over every page and a broken copy of one: a few seconds on an idle machine; the limit is for a loaded one.
  it(
    'finds no error on any page of the export, and names page, line and rule on a page that breaks one',
    { timeout: 300_000 },
    async () => {
      const page = readFileSync(join(dir, 'about/index.html'), 'utf8')
        .replace(/<button([^>]*popovertarget)/i, '<button aria-expanded="false"$1')
        .replace('</main>', '<p style="line-clamp: 3">x</p></main>');
      const copy = join(tempExport({ 'index.html': page }, 'html-check-'), 'index.html');
      const files = exportFiles(dir, '.html');
      expect(files.length).toBeGreaterThan(20);
      const errors = await checkHtml(dir, [...files, copy]);
      expect(errors.filter((error) => error.file !== copy).map(describeError)).toEqual([]);
      expect(errors.filter((error) => error.file === copy).map((error) => `line ${error.line}: ${error.message}`)).toEqual([
        expect.stringMatching(
          /^line \d+: The “aria-expanded” attribute must not be used on any element which has a “popovertarget” attribute\.$/,
        ),
        expect.stringMatching(/^line \d+: CSS: “line-clamp”: Property “line-clamp” doesn't exist\.$/),
      ]);
    },
  );
});
