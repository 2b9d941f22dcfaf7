/**
 * The Nu HTML Checker (vnu-jar, the W3C's checker, offline on the machine's Java) over every page
 * of the real export, in one Java process: no error. The same checker on a page written with what
 * it forbids names the page, the line and the rule, so a pass means the checker looked.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportDir } from '../test/export/exports';
import { exportFiles } from '../lib/export-files';
import { checkHtml, describeError } from './html';

const dir = exportDir('main');

describe('the Nu HTML Checker', () => {
  // One JVM over every page: a few seconds on an idle machine, a limit for a loaded one.
  it('finds no error on any page of the export', { timeout: 300_000 }, async () => {
    const files = exportFiles(dir, '.html');
    expect(files.length).toBeGreaterThan(20);
    expect((await checkHtml(dir, files)).map(describeError)).toEqual([]);
  });

  it('names the page, the line and the rule when a page breaks one', { timeout: 180_000 }, async () => {
    const copy = mkdtempSync(join(tmpdir(), 'html-check-'));
    const page = readFileSync(join(dir, 'about/index.html'), 'utf8').replace(
      /<button([^>]*popovertarget)/,
      '<button aria-expanded="false"$1',
    );
    writeFileSync(join(copy, 'index.html'), page.replace('</main>', '<p style="line-clamp: 3">x</p></main>'));
    const errors = (await checkHtml(copy)).map(describeError);
    expect(errors).toEqual([
      expect.stringMatching(
        /^\/ line \d+: The “aria-expanded” attribute must not be used on any element which has a “popovertarget” attribute\.$/,
      ),
      expect.stringMatching(/^\/ line \d+: CSS: “line-clamp”: Property “line-clamp” doesn't exist\.$/),
    ]);
  });
});
