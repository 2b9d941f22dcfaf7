import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';
import { buildSteps } from '../build/index';
import { brokenClaims, buildOrderDrift, docClaims, missingDecisions, untestedLibDrift } from './docs';

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

/** Paths and scripts a doc names that are not in the repository, on purpose, by doc. Keep it short: each is a reason. */
const NOT_FILES: Record<string, readonly string[]> = {
  // Where uploaded photos go; the CMS makes the folder with the first upload, so a clone has none.
  'docs/architecture.md': ['public/images/uploads/'],
  // The same folder, an example post file the new-post command writes and one in an example error.
  'docs/editors.md': ['public/images/uploads/', 'content/posts/a-weekend-in-accra.md', 'content/posts/foo.md'],
  // The file the decision removed.
  'docs/decisions/0030-payload-step.md': ['scripts/build/payload.ts'],
  // The ledger retired into this record (issue 41), read from git history.
  'docs/decisions/0040-test-suite-engines-and-cost.md': ['docs/test-mapping.md'],
  // The bench the record measured with, since merged into bench:scale (issue 55).
  'docs/decisions/0007-pagefind-on-the-page-without-a-worker.md': ['bench:blog'],
};

describe('buildOrderDrift', () => {
  const steps = ['photos', 'next build', 'postbuild', 'search-index', 'service-worker'];
  const list = (...items: string[]) => [
    '## The build, step by step',
    '',
    ...items.map((item, index) => `${index + 1}. **\`${item}\`**: what it does.`),
    '',
    '## Next',
  ];

  it('passes the list in the build\'s order, and a "last step" that names the last step', () => {
    const markdown = [
      ...list(
        'scripts/build/photos.ts',
        'next build',
        'scripts/build/postbuild.ts',
        'scripts/build/search-index.ts',
        'scripts/build/service-worker.ts',
      ),
      "The service worker is written as the build's last step.",
    ].join('\n');
    expect(buildOrderDrift('docs/a.md', markdown, steps)).toEqual([]);
  });

  it('names a step out of order, a missing step, and a "last step" that is not the last', () => {
    const markdown = [
      ...list('scripts/build/photos.ts', 'next build', 'scripts/build/search-index.ts', 'scripts/build/postbuild.ts'),
      "- **The index**: Pagefind, run over the export as the build's last step, indexes the posts.",
    ].join('\n');
    expect(buildOrderDrift('docs/a.md', markdown, steps)).toEqual([
      'docs/a.md:5: step 3 is "search-index", but scripts/build/index.ts runs "postbuild" as step 3',
      'docs/a.md:6: step 4 is "postbuild", but scripts/build/index.ts runs "search-index" as step 4',
      'docs/a.md:1: the list stops at 4 steps; scripts/build/index.ts runs "service-worker" as step 5',
      'docs/a.md:9: calls a step the last of the build, which is "service-worker"',
    ]);
  });
});

describe('untestedLibDrift', () => {
  const markdown = [
    '- **`lib/`: logic, with a unit test beside each file (`*.test.ts`)** but `first-input.ts` (a list of event',
    '  names) and `gone.ts`. Links and the base path (`links.ts`), slugs.',
  ].join('\n');

  it('passes the files without a test named exactly; names one the list leaves out, and one listed that has a test', () => {
    expect(untestedLibDrift('docs/a.md', markdown.replace(' and `gone.ts`', ''), ['first-input.ts'])).toEqual([]);
    expect(untestedLibDrift('docs/a.md', markdown, ['first-input.ts', 'service-worker.worker.ts'])).toEqual([
      'docs/a.md:1: lib/service-worker.worker.ts has no unit test, and the list of such files leaves it out',
      'docs/a.md:1: lib/gone.ts is listed as having no unit test, but it has one (or does not exist)',
    ]);
  });
});

describe('missingDecisions', () => {
  it('names each decision record a file names that is not there', () => {
    const text = 'See docs/decisions/0070-content-collections.md and docs/decisions/0060-sw.md.';
    expect(missingDecisions('lib/x.ts', text, (path) => path.endsWith('0060-sw.md'))).toEqual([
      'lib/x.ts: names docs/decisions/0070-content-collections.md, which is not a decision record',
    ]);
  });
});

describe('the README and docs/', () => {
  const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const docs = tracked.filter(
    (file) => file === 'README.md' || file === 'scripts/README.md' || (file.startsWith('docs/') && file.endsWith('.md')),
  );
  // Decision records keep what was true when they were written.
  const current = docs.filter((file) => !file.startsWith('docs/decisions/'));

  it("give the build's steps in the order scripts/build/index.ts runs them", () => {
    const steps = buildSteps.map((step) => step.name);
    expect(current.flatMap((file) => buildOrderDrift(file, readFileSync(file, 'utf8'), steps))).toEqual([]);
  });

  it('name every file of lib/ that has no unit test, and only those', () => {
    const untested = readdirSync('lib').filter(
      (name) =>
        /\.(ts|tsx|js)$/.test(name) &&
        !/\.test\.tsx?$|\.d\.ts$/.test(name) &&
        !existsSync(`lib/${name.replace(/\.(ts|tsx|js)$/, '.test.ts')}`),
    );
    expect(untested.length).toBeGreaterThan(0);
    expect(untestedLibDrift('docs/architecture.md', readFileSync('docs/architecture.md', 'utf8'), untested)).toEqual([]);
  });

  it('name only scripts, paths and docs that exist', () => {
    expect(docs.length).toBeGreaterThan(5);
    const options = {
      root: process.cwd(),
      topLevel: new Set(tracked.map((file) => file.split('/')[0]!)),
      scripts: new Set(Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts)),
    };
    expect(
      docs.flatMap((file) => brokenClaims(file, readFileSync(file, 'utf8'), { ...options, notFiles: NOT_FILES[file] })),
    ).toEqual([]);
  });

  it('and the code name only decision records that exist', () => {
    // This file's own examples name records that do not exist, on purpose.
    const code = tracked.filter(
      (file) =>
        /\.(ts|tsx|mjs|cjs|js|md|yml)$/.test(file) && !file.startsWith('cms/decap/') && file !== 'scripts/check/docs.test.ts',
    );
    expect(code.flatMap((file) => missingDecisions(file, readFileSync(file, 'utf8'), existsSync))).toEqual([]);
  });
});
