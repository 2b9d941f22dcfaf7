import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';

const { nodeVersionProblem, npmCommand, satisfies } = createRequire(import.meta.url)('./node-version.cjs') as {
  nodeVersionProblem: (found: string, range: string, root: string, command?: string) => string | null;
  npmCommand: (lifecycleEvent: string | undefined) => string;
  satisfies: (found: string, range: string) => boolean;
};

describe('the Node version check', () => {
  it('compares the version found with the lowest one engines allows', () => {
    expect(satisfies('v22.19.0', '>=22.19')).toBe(true);
    expect(satisfies('v24.0.0', '>=22.19')).toBe(true);
    expect(satisfies('v22.18.9', '>=22.19')).toBe(false);
    expect(satisfies('v20.20.2', '>=22.19')).toBe(false);
  });

  it('says in one sentence the version found, the version needed, where .nvmrc is, and the command on that Node from npm', () => {
    const root = tempExport({ '.nvmrc': '24\n' }, 'node-version-');
    expect(nodeVersionProblem('v24.21.0', '>=22.19', root)).toBeNull();
    expect(nodeVersionProblem('v20.20.2', '>=22.19', root, npmCommand('pretest'))).toBe(
      `This is Node 20.20.2, and the site needs Node 22.19 or newer (package.json "engines"): ${root}/.nvmrc names 24, ` +
        'the version CI uses; run `nvm use` there (or install that Node), then run the command again; without nvm, run it ' +
        'on that Node from the npm registry: npx -y -p node@24 -- npm test.',
    );
    expect([npmCommand('prestart'), npmCommand('prebuild'), npmCommand(undefined)]).toEqual([
      'npm start',
      'npm run build',
      'npm <command>',
    ]);
  });
});
