/**
 * What the README and docs/ name, checked against the repository: every `npm run <script>` is a
 * script of package.json, every repository path they write in backticks exists, and every relative
 * link resolves to a file or folder. Run by its unit test (scripts/check/docs.test.ts) over
 * README.md and docs/**\/*.md, so a renamed file or script fails `npx vitest run` until the docs follow.
 *
 * A path in backticks counts when its first segment is one of the repository's own top-level
 * entries (`lib/`, `scripts/`, `package.json`...): `out/` and `.next/` are built, not committed,
 * and words with a wildcard or a placeholder (`*.test.ts`, `<export>/pagefind/`) name no one file.
 */
import { existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** One thing a markdown file names, and the line it names it on. */
export type DocClaim = { kind: 'script' | 'path' | 'link'; value: string; line: number };

/** Inline code spans of a line (fenced blocks are read line by line too: their commands count). */
const codeSpans = (line: string) => [...line.matchAll(/`([^`]+)`/g)].map(([, span]) => span!);
const PLACEHOLDER = /[*<>{}$[\]|]|\.\.\./;

/** A word of a code span as the path it names: trailing punctuation, `:line` and `#anchor` cut. */
function asPath(word: string): string {
  return word
    .replace(/[),.;:]+$/, '')
    .replace(/:\d+(-\d+)?$/, '')
    .replace(/#.*$/, '');
}

/** The scripts, paths and relative links `markdown` names. `topLevel`: the repository's own top-level files and folders. */
export function docClaims(markdown: string, topLevel: ReadonlySet<string>): DocClaim[] {
  const claims: DocClaim[] = [];
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    for (const [, script] of text.matchAll(/\bnpm run ([\w:-]+)/g)) claims.push({ kind: 'script', value: script!, line });
    for (const span of codeSpans(text)) {
      for (const word of span.split(/\s+/)) {
        if (PLACEHOLDER.test(word) || /^[a-z][a-z\d+.-]*:\/\//i.test(word)) continue;
        const path = asPath(word).replace(/^\.\//, '');
        const first = path.split('/')[0] ?? '';
        if (!topLevel.has(first) || (path === first && !path.includes('.'))) continue;
        claims.push({ kind: 'path', value: path, line });
      }
    }
    for (const [, target] of text.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      // Other sites, anchors in the same file, and the site's own paths (`/contact/`, in a post's example).
      if (/^([a-z][a-z\d+.-]*:|#|\/)/i.test(target!)) continue;
      claims.push({ kind: 'link', value: target!.replace(/#.*$/, ''), line });
    }
  });
  return claims;
}

/**
 * The claims of the markdown file at `file` (relative to `root`) that do not hold, as
 * `file:line: what`. Paths are read from the repository's root, links from the file's folder;
 * `notFiles` are paths and scripts the file names on purpose though they are not in the repository.
 */
export function brokenClaims(
  file: string,
  markdown: string,
  {
    root,
    topLevel,
    scripts,
    notFiles = [],
  }: { root: string; topLevel: ReadonlySet<string>; scripts: ReadonlySet<string>; notFiles?: readonly string[] },
): string[] {
  return docClaims(markdown, topLevel).flatMap(({ kind, value, line }) => {
    const at = `${file}:${line}`;
    if (kind !== 'link' && notFiles.includes(value)) return [];
    if (kind === 'script') return scripts.has(value) ? [] : [`${at}: "npm run ${value}" names no script of package.json`];
    const path = kind === 'path' ? join(root, value) : normalize(join(root, dirname(file), decodeURIComponent(value)));
    return existsSync(path)
      ? []
      : [`${at}: ${kind === 'path' ? `\`${value}\`` : `the link to ${value}`} names nothing in the repository`];
  });
}

/** A step as the docs write it: `scripts/build/photos.ts --publish` is the step `photos --publish`. */
const stepInDocs = (span: string) => span.replace(/^scripts\/build\//, '').replace(/\.ts\b/, '');
/** Whether `text` names the step: `search-index`, or in words, `search index`. */
const namesStep = (text: string, step: string) =>
  text.toLowerCase().includes(step) || text.toLowerCase().includes(step.replace(/-/g, ' '));

/**
 * Where `markdown` (`file`) says something about the build's order that `steps` (scripts/build/index.ts,
 * in order) contradicts, as `file:line: what`: the numbered list under a heading "The build, step by
 * step" must name the steps in their order (each item's first bold code span, `scripts/build/x.ts`
 * or `next build`), and a line that calls a step the build's first or last must name that step.
 */
export function buildOrderDrift(file: string, markdown: string, steps: readonly string[]): string[] {
  const lines = markdown.split('\n');
  const problems: string[] = [];
  const heading = lines.findIndex((line) => /^#+ The build, step by step/.test(line));
  if (heading >= 0) {
    const listed: { step: string; line: number }[] = [];
    for (let index = heading + 1; index < lines.length && !/^#/.test(lines[index]!); index++) {
      const item = /^\d+\.\s+\*\*`([^`]+)`\*\*/.exec(lines[index]!);
      if (item) listed.push({ step: stepInDocs(item[1]!), line: index + 1 });
    }
    const count = Math.max(listed.length, steps.length);
    for (let position = 0; position < count; position++) {
      const said = listed[position];
      const real = steps[position];
      if (said?.step === real) continue;
      const at = `${file}:${said?.line ?? heading + 1}`;
      problems.push(
        !said
          ? `${at}: the list stops at ${listed.length} steps; scripts/build/index.ts runs "${real}" as step ${position + 1}`
          : !real
            ? `${at}: step ${position + 1} is "${said.step}", but scripts/build/index.ts runs only ${steps.length} steps`
            : `${at}: step ${position + 1} is "${said.step}", but scripts/build/index.ts runs "${real}" as step ${position + 1}`,
      );
    }
  }
  lines.forEach((text, index) => {
    for (const [claim, step] of [
      [/\b(?:last|final) step\b|\bbuild's last\b/i, steps.at(-1)],
      [/\bfirst step\b|\bbuild's first\b/i, steps[0]],
    ] as const) {
      if (step && claim.test(text) && !namesStep(text, step))
        problems.push(
          `${file}:${index + 1}: calls a step the ${claim.source.includes('last') ? 'last' : 'first'} of the build, which is "${step}"`,
        );
    }
  });
  return problems;
}

/**
 * Where `markdown` (`file`) lists the files of `lib/` that have no unit test beside them (the sentence
 * after "a unit test beside each file", its file names in backticks after "but"), the files missing
 * from that list and the ones named in it that do have a test, as `file:line: what`. `untested`: the
 * file names (`first-input.ts`) of lib/ that have no `*.test.ts` beside them.
 */
export function untestedLibDrift(file: string, markdown: string, untested: readonly string[]): string[] {
  const lines = markdown.split('\n');
  const index = lines.findIndex((line) => line.includes('a unit test beside each file'));
  if (index < 0) return [];
  const text = lines.slice(index).join(' ');
  const start = text.indexOf('a unit test beside each file');
  // The sentence ends at a full stop followed by a capital, outside code spans (file names have dots).
  const masked = text.replace(/`[^`]*`/g, (span) => '`'.padEnd(span.length - 1, 'x') + '`');
  const end = masked.slice(start).search(/\.\s+[A-Z]/);
  const sentence = text.slice(start, end < 0 ? undefined : start + end);
  const but = sentence.indexOf(' but ');
  const named = but < 0 ? [] : codeSpans(sentence.slice(but)).filter((span) => /^[\w.-]+\.(ts|tsx|js)$/.test(span));
  const at = `${file}:${index + 1}`;
  return [
    ...untested
      .filter((name) => !named.includes(name))
      .map((name) => `${at}: lib/${name} has no unit test, and the list of such files leaves it out`),
    ...named
      .filter((name) => !untested.includes(name))
      .map((name) => `${at}: lib/${name} is listed as having no unit test, but it has one (or does not exist)`),
  ];
}

/**
 * Each decision record a file names (`docs/decisions/0070-....md`, in a comment or a message) that is
 * not there: a record renamed, or named from memory, leaves its readers at nothing.
 */
export function missingDecisions(file: string, text: string, exists: (path: string) => boolean): string[] {
  return [...text.matchAll(/docs\/decisions\/\d{4}-[a-z0-9-]+\.md/g)]
    .map(([path]) => path)
    .filter((path) => !exists(path))
    .map((path) => `${file}: names ${path}, which is not a decision record`);
}
