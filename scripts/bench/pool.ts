/**
 * `npm run bench:pool -- A.json B.json …`: several runs of `npm run bench` on one export (each
 * run's .bench/results.json, copied aside before the next) read as one run with all their rounds:
 * per page LCP − twin and TBT − bare round by round, their median, the median's interval and what
 * it settles. Five rounds give an interval as wide as a 0.10 s target, so a page near a target is
 * settled by pooling runs, not by running again until one passes (decision 0054). Runs of different
 * exports are refused; a run older than the export digest is pooled with a warning.
 */
import { readFileSync } from 'node:fs';
import { fail, isEntryPoint, readCommandLine } from '../lib/cli';
import type { Throttling } from './types';
import { median, pairedTable, poolPaired, TARGETS, type PairedRow } from './stats';

export type BenchResults = { exportDigest?: string } & Partial<Record<Throttling, { paired: PairedRow[]; indices: number[] }>>;

/** The pooled tables, one per throttling method the runs share; throws when the runs measured different exports. */
export function pooledTables(runs: { file: string; results: BenchResults }[]): string {
  const digests = new Set(runs.flatMap(({ results }) => (results.exportDigest ? [results.exportDigest] : [])));
  if (digests.size > 1)
    throw new Error(
      `these runs measured different exports: ${runs.map(({ file, results }) => `${file} (${results.exportDigest ?? 'no digest'})`).join(', ')}`,
    );
  const undigested = runs.filter(({ results }) => !results.exportDigest).map(({ file }) => file);
  const methods = (['devtools', 'simulate'] as const).filter((method) => runs.every(({ results }) => results[method]));
  if (!methods.length) throw new Error('the runs share no throttling method');
  return [
    ...(undigested.length
      ? [
          `Warning: no export digest in ${undigested.join(', ')} (a run before it was recorded): check these ran on the same export.`,
          '',
        ]
      : []),
    ...methods.flatMap((method) => {
      const of = runs.map(({ results }) => results[method]!);
      const indices = of.flatMap(({ indices }) => indices);
      const rounds = poolPaired(of.map(({ paired }) => paired));
      return [
        `${method}: ${runs.length} runs, ${median(rounds.map((row) => row.lcpOverTwinMs.length))} rounds per page; ` +
          `CPU benchmark index ${Math.round(median(indices))} (${Math.round(Math.min(...indices))}–${Math.round(Math.max(...indices))}).`,
        '',
        pairedTable(rounds, TARGETS[method]),
        '',
      ];
    }),
  ].join('\n');
}

if (isEntryPoint(import.meta.url)) {
  const { positionals: files } = readCommandLine('bench:pool', { options: {}, allowPositionals: true });
  if (files.length < 2) fail('bench:pool', 'name two or more results.json files of runs on the same export');
  try {
    console.log(pooledTables(files.map((file) => ({ file, results: JSON.parse(readFileSync(file, 'utf8')) as BenchResults }))));
  } catch (error) {
    fail('bench:pool', (error as Error).message);
  }
}
