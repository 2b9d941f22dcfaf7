/**
 * The command-line side every entry point shares: one way to read options (Node's parseArgs,
 * strict, so a mistyped option is an error rather than silently ignored), one way to fail, and
 * the test that lets a module with exported logic also run as a command.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Says what went wrong, prefixed by the command's name, and exits with status 1. */
export function fail(command: string, message: string): never {
  console.error(`${command}: ${message}`);
  process.exit(1);
}

/** The command's options and positionals; an unknown or malformed option fails with parseArgs' message. */
export function readCommandLine<const T extends ParseArgsConfig>(command: string, config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    return fail(command, error instanceof Error ? error.message : String(error));
  }
}

/** True when the module at `moduleUrl` is the script Node was asked to run (not imported by a test or another script). */
export function isEntryPoint(moduleUrl: string): boolean {
  return moduleUrl === pathToFileURL(process.argv[1] ?? '').href;
}
