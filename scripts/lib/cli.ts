/**
 * The command-line side every entry point shares: one way to read options (Node's parseArgs,
 * strict, so a mistyped option is an error rather than silently ignored), one way to fail, the
 * test that lets a module with exported logic also run as a command, and one way to print a table.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Says what went wrong, prefixed by the command's name, and exits with status 1. */
export function fail(command: string, message: string): never {
  console.error(`${command}: ${message}`);
  process.exit(1);
}

/** The message of anything thrown. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a command's task: prints what it says it did, prefixed by the command's name, or fails with why it threw. */
export function runStep(command: string, step: () => Promise<string> | string): void {
  Promise.resolve()
    .then(step)
    .then(
      (said) => console.log(`${command}: ${said}`),
      (error: unknown) => fail(command, messageOf(error)),
    );
}

/** The command's options and positionals; an unknown or malformed option fails with parseArgs' message. */
export function readCommandLine<const T extends ParseArgsConfig>(command: string, config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    return fail(command, messageOf(error));
  }
}

/** True when the module at `moduleUrl` is the script Node was asked to run (not imported by a test or another script). */
export function isEntryPoint(moduleUrl: string): boolean {
  return moduleUrl === pathToFileURL(process.argv[1] ?? '').href;
}

/** A markdown table padded to its widest cells: the columns in `text` left-aligned, the rest (numbers) right-aligned. */
export function renderTable(header: string[], body: string[][], text = new Set([0])): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...body.map((line) => line[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (text.has(column) ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (text.has(column) ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}
