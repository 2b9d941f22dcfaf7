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
 * `notFiles` are paths the file names on purpose though they are not in the repository.
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
    if (kind === 'path' && notFiles.includes(value)) return [];
    if (kind === 'script') return scripts.has(value) ? [] : [`${at}: "npm run ${value}" names no script of package.json`];
    const path = kind === 'path' ? join(root, value) : normalize(join(root, dirname(file), decodeURIComponent(value)));
    return existsSync(path)
      ? []
      : [`${at}: ${kind === 'path' ? `\`${value}\`` : `the link to ${value}`} names nothing in the repository`];
  });
}
