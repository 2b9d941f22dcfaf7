/**
 * Fails when package.json and package-lock.json disagree, the way `npm ci` on a deploy host or in
 * GitHub Actions would, including platform packages missing from the lock file (see
 * scripts/maintenance/complete-lockfile.ts). `npm ci --dry-run` runs npm's own check without
 * touching node_modules. For the site's packages and for Decap's own folder (cms/decap, which the
 * root's postinstall installs).
 */
import { spawnSync } from 'node:child_process';

let failed = false;
for (const folder of ['.', 'cms/decap']) {
  const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', folder], {
    encoding: 'utf8',
  });
  const missing = `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => /Missing:|Invalid:|in sync/.test(line));
  if (result.status === 0) {
    console.log(`${folder}: package.json and package-lock.json agree: npm ci installs on a clean clone.`);
  } else {
    failed = true;
    console.error(`${folder}: npm ci would refuse this lock file:`);
    console.error(missing.length ? missing.join('\n') : result.stderr);
    console.error(
      `Fix: npm install${folder === '.' ? '' : ` --prefix ${folder}`}, then npx tsx scripts/maintenance/complete-lockfile.ts, and commit both files.`,
    );
  }
}
if (failed) process.exit(1);
