/**
 * The W3C's Nu HTML Checker (vnu-jar, from npm) over every HTML file of an export, offline, in one
 * Java process: each error with its page, line and message. `npm test` runs it through
 * html.export.test.ts; by hand:
 *
 *   npm run check:html [-- --dir out]     (Java 11 or newer on PATH, or JAVA naming it)
 *
 * Errors only: the checker's warnings (e.g. a `type` on a module script) are advice, not failures.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fail, isEntryPoint, messageOf } from '../lib/cli';
import { exportFiles, exportFromCommandLine, routeOf } from '../lib/export-files';

export type HtmlError = { file: string; route: string; line?: number; message: string };

/** Where vnu-jar keeps the checker (its main module exports the jar's path). */
const vnuJar = (): string => String(createRequire(import.meta.url)('vnu-jar'));

/** Every error the checker finds in `files` (all HTML files of `dir`, unless named), in one `java -jar vnu.jar`. */
export async function checkHtml(dir: string, files = exportFiles(dir, '.html')): Promise<HtmlError[]> {
  const java = process.env.JAVA || 'java';
  // A short run: the quick JIT tier and the serial collector spend less of a busy machine's processors.
  const args = [
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    // The checker's schema is deeply recursive: it asks for at least 512k of thread stack.
    '-Xss4m',
    '-jar',
    vnuJar(),
    '--errors-only',
    '--format',
    'json',
    '--exit-zero-always',
    ...files,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(java, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new Error(
          `could not start ${java} (${error.message}): the HTML check runs the Nu HTML Checker on Java 11 or newer; install a JRE (Debian: default-jre-headless, which .ci/run installs when none is there) or name one with JAVA`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(text)
        : reject(new Error(`the Nu HTML Checker exited with ${code}: ${(said + text).trim().slice(0, 500)}`)),
    );
  });
  const { messages } = JSON.parse(output) as { messages: { type: string; url?: string; lastLine?: number; message: string }[] };
  return messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
      return {
        file,
        route: file ? routeOf(file, dir) : '(the checker)',
        line: message.lastLine,
        message: message.message,
      };
    });
}

/** One line per error: `/about/ line 23: The “aria-expanded” attribute must not be used...`. */
export const describeError = ({ route, line, message }: HtmlError) => `${route}${line ? ` line ${line}` : ''}: ${message}`;

if (isEntryPoint(import.meta.url)) {
  const command = 'check:html';
  const { dir } = exportFromCommandLine(command);
  const files = exportFiles(dir, '.html');
  const started = performance.now();
  checkHtml(dir, files).then(
    (errors) => {
      const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
      if (errors.length) {
        for (const error of errors) console.error(describeError(error));
        fail(
          command,
          `${errors.length} error${errors.length === 1 ? '' : 's'} in ${new Set(errors.map((error) => error.route)).size} of ${files.length} pages of ${relative('.', dir) || '.'} (${took})`,
        );
      }
      console.log(`${files.length} pages of ${relative('.', dir) || '.'}: no error from the Nu HTML Checker (${took})`);
    },
    (error: unknown) => fail(command, messageOf(error)),
  );
}
