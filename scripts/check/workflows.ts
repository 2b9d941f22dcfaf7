/**
 * Validates every GitHub Actions workflow against GitHub's schema offline (action-validator), so
 * a broken workflow fails here rather than on the agency's next push.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const folder = join('.github', 'workflows');
const files = readdirSync(folder)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => join(folder, name));

let failed = 0;
for (const file of files) {
  const result = spawnSync('npx', ['--no-install', 'action-validator', file], { encoding: 'utf8' });
  if (result.status === 0) {
    console.log(`ok   ${file}`);
  } else {
    failed++;
    console.error(`FAIL ${file}\n${result.stdout}${result.stderr}`);
  }
}
console.log(`${files.length - failed} of ${files.length} workflows valid`);
if (failed || files.length === 0) process.exit(1);
