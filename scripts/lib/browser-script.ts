/**
 * Checks the text of an inline script as a browser the site supports would meet it: it must parse
 * as a classic script in ES2022 (Next's default browserslist, which the site keeps: Chrome and Edge
 * 111, Firefox 111, Safari 16.4, all of which parse ES2022 and none of which parse every later
 * syntax, such as the regular expression flag `v`), and use no name but its own, the language's
 * built-ins and the browser globals it is allowed. A script shipped from a function's source
 * (lib/head-script.ts) fails here when the compiler left a helper or a module's name in it.
 * Uses ESLint's parser and its `no-undef` rule, through ESLint's public Linter API.
 */
import { Linter } from 'eslint';

/** The newest syntax every supported browser parses. */
export const SUPPORTED_ECMA_VERSION = 2022;

/** The browser globals the head script uses. */
export const HEAD_SCRIPT_GLOBALS = ['document', 'window', 'navigator', 'HTMLElement', 'HTMLImageElement'] as const;

/** What is wrong with `code` as an inline script, one line each; empty when nothing is. */
export function browserScriptProblems(code: string, globals: readonly string[] = HEAD_SCRIPT_GLOBALS): string[] {
  const messages = new Linter({ configType: 'flat' }).verify(code, [
    {
      languageOptions: {
        ecmaVersion: SUPPORTED_ECMA_VERSION,
        sourceType: 'script',
        globals: Object.fromEntries(globals.map((name) => [name, 'readonly' as const])),
      },
      rules: { 'no-undef': 'error' },
    },
  ]);
  return messages.map(({ line, column, message }) => `${line}:${column} ${message}`);
}
