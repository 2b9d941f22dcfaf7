import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';
import { brokenClaims, docClaims } from './docs';

const topLevel = new Set(['lib', 'scripts', 'docs', 'package.json']);

describe('docClaims', () => {
  it('reads the scripts, the repository paths in backticks and the relative links a line names', () => {
    const markdown = [
      'Run `npm run build`, then `npx tsx scripts/build/search-index.ts --dir out`.',
      'See [the decision](decisions/0030-payload-step.md#why), [Next](https://nextjs.org), [below](#run) and [a page](/contact/).',
      'It reads `lib/posts.ts:51`, `package.json`, `out/pagefind/` and `lib/*.test.ts`, and `<export>/pagefind/`.',
    ].join('\n');
    expect(docClaims(markdown, topLevel)).toEqual([
      { kind: 'script', value: 'build', line: 1 },
      { kind: 'path', value: 'scripts/build/search-index.ts', line: 1 },
      { kind: 'link', value: 'decisions/0030-payload-step.md', line: 2 },
      { kind: 'path', value: 'lib/posts.ts', line: 3 },
      { kind: 'path', value: 'package.json', line: 3 },
    ]);
  });
});

describe('brokenClaims', () => {
  it('names each script, path and link that does not exist, with its file and line', () => {
    const root = tempExport({ 'lib/posts.ts': '', 'docs/decisions/0001-a.md': '', 'package.json': '{}' }, 'docs-check-');
    const markdown = [
      '`npm run build` and `npm run payload`; `lib/posts.ts` and `lib/payload.ts`.',
      '[a](decisions/0001-a.md), [b](decisions/0030-payload-step.md) and [up](../lib/posts.ts).',
    ].join('\n');
    expect(brokenClaims('docs/testing.md', markdown, { root, topLevel, scripts: new Set(['build']) })).toEqual([
      'docs/testing.md:1: "npm run payload" names no script of package.json',
      'docs/testing.md:1: `lib/payload.ts` names nothing in the repository',
      'docs/testing.md:2: the link to decisions/0030-payload-step.md names nothing in the repository',
    ]);
    const notFiles = ['lib/payload.ts'];
    expect(
      brokenClaims('docs/testing.md', markdown, { root, topLevel, scripts: new Set(['build', 'payload']), notFiles }),
    ).toEqual(['docs/testing.md:2: the link to decisions/0030-payload-step.md names nothing in the repository']);
  });
});

/** Paths a doc names that are not in the repository, on purpose, by doc. Keep it short: each is a reason. */
const NOT_FILES: Record<string, readonly string[]> = {
  // Where uploaded photos go; the CMS makes the folder with the first upload, so a clone has none.
  'docs/architecture.md': ['public/images/uploads/'],
  // The same folder, an example post file the new-post command writes and one in an example error.
  'docs/editors.md': ['public/images/uploads/', 'content/posts/a-weekend-in-accra.md', 'content/posts/foo.md'],
  // The file the decision removed.
  'docs/decisions/0030-payload-step.md': ['scripts/build/payload.ts'],
  // The ledger retired into this record (issue 41), read from git history.
  'docs/decisions/0040-test-suite-engines-and-cost.md': ['docs/test-mapping.md'],
};

describe('the README and docs/', () => {
  it('name only scripts, paths and docs that exist', () => {
    const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const files = tracked.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')));
    expect(files.length).toBeGreaterThan(5);
    const options = {
      root: process.cwd(),
      topLevel: new Set(tracked.map((file) => file.split('/')[0]!)),
      scripts: new Set(Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts)),
    };
    expect(
      files.flatMap((file) => brokenClaims(file, readFileSync(file, 'utf8'), { ...options, notFiles: NOT_FILES[file] })),
    ).toEqual([]);
  });
});
