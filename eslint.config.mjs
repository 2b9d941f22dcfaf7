import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/**
 * Imports point one way (README "Where things live"): app/ -> components/ -> lib/ -> content/. A
 * folder may import the ones to its right and its own, never one to its left; the site's code never
 * imports the tooling (scripts/, e2e/, cms/), and the tooling never imports the UI (app/,
 * components/). Each rule below names what a folder may NOT import, through the `@/` alias or a
 * relative path, statically, as a re-export or lazily with import().
 */
const CODE_FILES = '*.{ts,tsx,mts,mjs,js}';
/** Deeper than any folder nests today (app/blog/topics/[topic]/feed.xml/route.ts is 5). */
const MAX_DEPTH = 8;
/** A top-level folder, as an import path names it. */
const folder = (name) => `${name}(?:/|$)`;

/** Fails the lint on an import (static, re-export or import()) whose path matches `restricted`. */
function restrictImports(restricted, message) {
  return {
    'no-restricted-imports': ['error', { patterns: [{ regex: restricted.source, message }] }],
    // no-restricted-imports does not look at import(): the lazily loaded modules follow the same rule.
    'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${restricted.source}/]`, message }],
  };
}

/**
 * One config per depth, so a relative path is read as the file sees it: from
 * components/contact/ContactForm.tsx, `../../lib/links` is lib/ and `../ui/Button` is components/.
 */
function layer(name, { forbidden, message, files = CODE_FILES, ignores = [] }) {
  return Array.from({ length: MAX_DEPTH }, (_, depth) => ({
    files: [`${name}/${'*/'.repeat(depth)}${files}`],
    ignores,
    rules: restrictImports(new RegExp(`^(?:@/|(?:\\.\\./){${depth + 1}})(?:${forbidden.join('|')})`), message),
  }));
}

const tooling = [folder('scripts'), folder('e2e'), folder('cms')];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Next registers the jsx-a11y plugin but enables only a handful of its rules; we want all recommended ones.
  { files: ['**/*.{jsx,tsx}'], rules: jsxA11y.flatConfigs.recommended.rules },
  ...layer('app', {
    forbidden: tooling,
    message: 'app/ holds the routes: import components/, lib/ and content/, never the tooling (scripts/, e2e/, cms/).',
  }),
  ...layer('components', {
    forbidden: [folder('app'), ...tooling],
    message: 'components/ may import other components, lib/ and content/, never app/ or the tooling (scripts/, e2e/, cms/).',
  }),
  ...layer('lib', {
    forbidden: [folder('app'), folder('components'), ...tooling],
    ignores: ['lib/**/*.test.ts'],
    message:
      'lib/ is logic under the pages: import other lib/ modules and content/ only, never app/, components/ or the tooling.',
  }),
  // A unit test beside its module may also use the tests' own support (scripts/test/support/), so no test helper lives in lib/.
  ...layer('lib', {
    files: '*.test.ts',
    forbidden: [folder('app'), folder('components'), folder('e2e'), folder('cms'), 'scripts/(?!test/support/)'],
    message: 'lib/ tests may import lib/, content/ and scripts/test/support/, never app/, components/ or other tooling.',
  }),
  // Build steps, checks, tests and the CMS's preview read the same lib/ and content/ the site does, never its UI.
  ...['scripts', 'e2e'].flatMap((name) =>
    layer(name, {
      forbidden: [folder('app'), folder('components')],
      message: `${name}/ may import lib/, content/ and the other tooling, never app/ or components/: move shared logic to lib/.`,
    }),
  ),
  // cms/ is bundled for the browser on /admin/: lib/, content/ and the Prose styles, nothing of the
  // site's UI or of Node's tooling (its unit tests may check it against the build step that bundles it).
  ...layer('cms', {
    forbidden: [folder('app'), folder('e2e'), folder('scripts'), 'components/(?!.*\\.module\\.css$)'],
    ignores: ['cms/**/*.test.ts'],
    message: 'cms/ may import lib/, content/ and the Prose styles (components/**/*.module.css), never app/, scripts/ or e2e/.',
  }),
  ...layer('cms', {
    files: '*.test.ts',
    forbidden: [folder('app'), folder('e2e'), 'components/(?!.*\\.module\\.css$)'],
    message: 'cms/ tests may import lib/, content/, the Prose styles and scripts/, never app/ or e2e/.',
  }),
  // content/ is data and the types of that data: it may import its own modules, never code from
  // components/, app/, lib/ or a package, so an editor can change it without reading any code.
  {
    files: ['content/**/*.{ts,tsx}'],
    rules: restrictImports(
      /^(?!\.\/[^/]+$)/,
      'content/ holds data only: import other content modules (./name) and nothing else; build URLs and logic in lib/.',
    ),
  },
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-*/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
      '.exports/**',
      '.cms/**',
      // wrangler pages dev's own build output, under the Cloudflare project (docs/decisions/0062).
      '.wrangler/**',
      '.cache/**',
    ],
  },
];

export default config;
