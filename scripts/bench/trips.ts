/**
 * `npm run bench:trips`: how the trips scale. For N generated trips (10 and 100 by default:
 * scripts/lib/synthetic-trips.ts) it builds the site into .bench/trips-N and prints the build time
 * and, against the performance budget (budget.json, scripts/check/budget.ts), the gzipped HTML of
 * /trips/, the largest service list, the largest destination list and a trip page, and whether any
 * page of the export breaks the budget. The list has no pagination: this is what says when it needs one.
 * Not part of `npm test`.
 *
 *   npm run bench:trips [-- --sizes 10,100] [-- --keep]
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import budgetFile from '../../budget.json';
import { checkExport, type Budget } from '../check/budget';
import { writeSyntheticTrips } from '../lib/synthetic-trips';

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '10,100' }, keep: { type: 'boolean', default: false } },
});
const root = '.bench';
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  const lines = [
    `| trips | build s | /trips/ HTML KiB gz | largest service list | largest destination list | a trip page | pages over the budget (HTML ≤ ${budgetFile.html} KiB) |`,
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const count of values.sizes.split(',').map(Number)) {
    const trips = join(root, `trips-src-${count}`);
    const exportDir = join(root, `trips-${count}`);
    rmSync(trips, { recursive: true, force: true });
    writeSyntheticTrips(trips, count);
    console.log(`\nBuilding with ${count} trips...`);
    const started = process.hrtime.bigint();
    const result = spawnSync('npm', ['run', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        SKIP_BUILD_TYPECHECK: '1',
        TRIPS_DIR: resolve(trips),
        EXPORT_DIR: exportDir,
      },
    });
    if (result.status !== 0) throw new Error(`Build with ${count} trips failed.`);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const { rows, problems } = checkExport({ dir: exportDir, basePath: '', budget: budgetFile as Budget });
    const largest = (pattern: RegExp) => Math.max(0, ...rows.filter((row) => pattern.test(row.route)).map((row) => row.html));
    lines.push(
      `| ${count} | ${seconds.toFixed(1)} | ${kib(largest(/^\/trips\/$/))} | ${kib(largest(/^\/trips\/services\//))} | ${kib(
        largest(/^\/trips\/destinations\//),
      )} | ${kib(largest(/^\/trips\/(?!services\/|destinations\/)[^/]+\/$/))} | ${problems.length} |`,
    );
    for (const problem of problems) console.log(`  ${problem}`);
    if (!values.keep) rmSync(exportDir, { recursive: true, force: true });
    rmSync(trips, { recursive: true, force: true });
  }
  console.log(`\nTrips benchmark (gzip level 6, build time is wall clock):\n\n${lines.join('\n')}`);
}

main();
