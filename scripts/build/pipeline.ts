/**
 * How `npm run build` runs its steps (scripts/build/index.ts holds the list): one after another,
 * each timed, and the first that fails stops the build with its name. A step is a function in its
 * own module, which also runs that step alone as a command (`npm run search-index`).
 */
import { messageOf } from '../lib/cli';

/** The export a build writes and the base path it is built under (EXPORT_DIR and BASE_PATH). */
export type BuildTarget = { dir: string; basePath: string };

/** One named step; resolves to a line saying what it did (printed after its name), or nothing. */
export type BuildStep = { name: string; run: (target: BuildTarget) => Promise<string | void> | string | void };

/** A step's time, in seconds, as the build printed it. */
export type StepTiming = { name: string; seconds: number };

/** The build stopped at `step`: the message names it and says why. */
export class StepFailed extends Error {
  constructor(
    readonly step: string,
    readonly seconds: number,
    reason: unknown,
  ) {
    super(`stopped at step "${step}" (after ${seconds.toFixed(1)} s): ${messageOf(reason)}`, { cause: reason });
    this.name = 'StepFailed';
  }
}

/** Each step's name and time, aligned, and the total: the build's last lines. */
export function timingTable(timings: StepTiming[]): string {
  const width = Math.max(...timings.map(({ name }) => name.length), 'total'.length);
  const row = (name: string, seconds: number) => `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s`;
  const total = timings.reduce((sum, { seconds }) => sum + seconds, 0);
  return [...timings.map(({ name, seconds }) => row(name, seconds)), row('total', total)].join('\n');
}

/**
 * Runs `steps` in order on `target`, printing each one's name, what it did and its time; returns
 * the timings. Throws StepFailed at the first step that throws; the steps after it do not run.
 */
export async function runSteps(
  steps: readonly BuildStep[],
  target: BuildTarget,
  { log = console.log, now = () => performance.now() }: { log?: (line: string) => void; now?: () => number } = {},
): Promise<StepTiming[]> {
  const timings: StepTiming[] = [];
  for (const [index, step] of steps.entries()) {
    log(`\n[${index + 1}/${steps.length}] ${step.name}`);
    const started = now();
    let said: string | void;
    try {
      said = await step.run(target);
    } catch (error) {
      throw new StepFailed(step.name, (now() - started) / 1000, error);
    }
    const seconds = (now() - started) / 1000;
    timings.push({ name: step.name, seconds });
    log(`${step.name}: ${said ? `${said} ` : ''}(${seconds.toFixed(1)} s)`);
  }
  return timings;
}
