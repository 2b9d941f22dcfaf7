/**
 * The first thing `npm start`, `npm run serve`, `npm run build`, `npm run dev`, `npm run cms` and
 * `npm test` run (their `pre` scripts in package.json): on a Node older than package.json's `engines`,
 * one sentence (the version found, the version needed, where .nvmrc is) and exit status 1, before
 * tsx, Next or any dependency is loaded. `npm install` is stopped earlier still, by npm itself
 * (`engine-strict` in .npmrc).
 *
 * Plain CommonJS with no dependency, unlike the rest of scripts/, so that any Node that can start
 * reads it: the point is to speak before something newer fails with a stack trace.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose (above) */
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/** `[major, minor, patch]` of a version such as `v20.19.0`, `22.19` or `>=22.19`. */
function parts(version) {
  const match = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version) || [];
  return [Number(match[1] || 0), Number(match[2] || 0), Number(match[3] || 0)];
}

/** Whether `found` is at least the lowest version `range` (`>=22.19`) allows. */
function satisfies(found, range) {
  const have = parts(found);
  const need = parts(range);
  for (let index = 0; index < 3; index++) if (have[index] !== need[index]) return have[index] > need[index];
  return true;
}

/** How npm names the command a `pre` script ran before (`pretest` -> `npm test`), for the sentence below. */
function npmCommand(lifecycleEvent) {
  const script = (lifecycleEvent || '').replace(/^pre/, '');
  if (!script) return 'npm <command>';
  return ['start', 'test'].includes(script) ? `npm ${script}` : `npm run ${script}`;
}

/**
 * The sentence for `found` against package.json's `range`, or null when it is new enough. Without
 * nvm (Debian's own Node, say), the npm registry's `node` package carries the binary: `npx -p`
 * puts it first on the path for one command.
 */
function nodeVersionProblem(found, range, root, command = 'npm <command>') {
  if (!range || satisfies(found, range)) return null;
  const nvmrc = join(root, '.nvmrc');
  const recommended = existsSync(nvmrc) ? readFileSync(nvmrc, 'utf8').trim() : null;
  return (
    `This is Node ${found.replace(/^v/, '')}, and the site needs Node ${range.replace(/^>=\s*/, '')} or newer ` +
    `(package.json "engines"): ${recommended ? `${nvmrc} names ${recommended}, the version CI uses; ` : ''}` +
    `run \`nvm use\` there (or install that Node), then run the command again` +
    (recommended ? `; without nvm, run it on that Node from the npm registry: npx -y -p node@${recommended} -- ${command}.` : '.')
  );
}

module.exports = { nodeVersionProblem, npmCommand, satisfies };

if (require.main === module) {
  const root = join(__dirname, '..', '..');
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
  const problem = nodeVersionProblem(process.version, range, root, npmCommand(process.env.npm_lifecycle_event));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
