/**
 * Starts what a WebKit test worker needs, all on this machine and each stopped with the worker:
 * a virtual display (Xvfb, only when DISPLAY is unset), WebKitWebDriver on a free loopback port,
 * and one WebDriver session in our own minimal browser (./browser.py), whose messages (console,
 * CSP, page errors) land in a log file read by ./fixtures.ts.
 *
 * Every process is started under a watchdog shell that stops it when its stdin closes, so a worker
 * that dies without cleaning up (killed, crashed) takes its servers with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Capabilities, WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { browserPaths } from '../../scripts/lib/browser-paths';

export const BROWSER = join(__dirname, 'browser.py');
export const WEBKIT_DRIVER = browserPaths.webkitDriver;

/**
 * Runs "$@" in the background and stops it once our end of stdin closes (the parent left), then
 * removes $WATCHDOG_REMOVE if set (the session's profile and log, even after a killed worker).
 */
const WATCHDOG =
  '"$@" 3>&- & child=$!; read -r _; kill "$child" 2>/dev/null; wait "$child"; [ -z "$WATCHDOG_REMOVE" ] || rm -rf "$WATCHDOG_REMOVE"';

type Guarded = { process: ChildProcess; stop: () => Promise<void> };

function guarded(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; displayFd?: boolean } = {}): Guarded {
  // With displayFd, the child writes to fd 3 (Xvfb -displayfd 3), so the watchdog must not close it.
  const script = options.displayFd ? WATCHDOG.replace(' 3>&-', '') : WATCHDOG;
  const child = spawn('bash', ['-c', script, 'watchdog', command, ...args], {
    stdio: ['pipe', 'ignore', 'pipe', ...(options.displayFd ? (['pipe'] as const) : [])],
    env: options.env ?? process.env,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  Object.defineProperty(child, 'recentStderr', { get: () => stderr });
  return {
    process: child,
    stop: async () => {
      child.stdin?.end();
      await exited;
    },
  };
}

function readLogTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').slice(-2000);
  } catch {
    return '(no log)';
  }
}

function recentStderr(child: ChildProcess): string {
  return (child as ChildProcess & { recentStderr?: string }).recentStderr ?? '';
}

/** A free TCP port on loopback (the driver needs a number; the race with another taker is small). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor<T>(
  what: string,
  attempt: () => Promise<T | undefined>,
  timeoutMs: number,
  died: () => string | null,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const problem = died();
    if (problem) throw new Error(`${what}: ${problem}`);
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts Xvfb on the first free display number (it picks one itself and tells us). */
async function startXvfb(): Promise<Guarded & { display: string }> {
  const xvfb = guarded(browserPaths.xvfb, ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
    displayFd: true,
  });
  const pipe = xvfb.process.stdio[3] as NodeJS.ReadableStream;
  let exitCode: number | null = null;
  xvfb.process.once('exit', (code) => (exitCode = code ?? -1));
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    pipe.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.process.once('exit', () => reject(new Error(`Xvfb stopped before it started: ${recentStderr(xvfb.process)}`)));
  });
  if (exitCode !== null) throw new Error(`Xvfb exited: ${recentStderr(xvfb.process)}`);
  return { ...xvfb, display };
}

export type WebKitSession = {
  driver: WebDriver;
  /** The file browser.py writes every console message, CSP report and page error to. */
  logFile: string;
  close: () => Promise<void>;
};

/**
 * A WebDriver session in WebKitGTK, with its display and driver; `close` stops them all.
 * `disabledFeatures` switches engine features off (WebKit's identifiers, e.g. PopoverAttribute).
 */
export async function startWebKit({
  disabledFeatures = [],
}: { disabledFeatures?: readonly string[] } = {}): Promise<WebKitSession> {
  const stops: (() => Promise<void>)[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'webkit-e2e-'));
  const close = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // No accessibility bus or D-Bus session here: tell GTK not to look for them.
      NO_AT_BRIDGE: '1',
      GTK_A11Y: 'none',
    };
    if (!process.env.DISPLAY) {
      const xvfb = await startXvfb();
      stops.push(xvfb.stop);
      env.DISPLAY = xvfb.display;
    }
    const port = await freePort();
    // --host=local: loopback only (the driver's default, said out loud).
    const driverProcess = guarded(WEBKIT_DRIVER, [`--port=${port}`, '--host=local'], { env: { ...env, WATCHDOG_REMOVE: dir } });
    stops.push(driverProcess.stop);
    const url = `http://127.0.0.1:${port}`;
    let driverExit: string | null = null;
    driverProcess.process.once('exit', (code) => (driverExit = `exited with ${code}: ${recentStderr(driverProcess.process)}`));
    await waitFor(
      'WebKitWebDriver',
      async () => ((await fetch(`${url}/status`)).ok ? true : undefined),
      15_000,
      () => driverExit,
    );

    const logFile = join(dir, 'browser.log');
    const driver = WebDriver.createSession(
      new Executor(new HttpClient(url)),
      new Capabilities({
        // Alerts stay open until the test reads and accepts them (the default would dismiss them).
        unhandledPromptBehavior: 'ignore',
        'webkitgtk:browserOptions': {
          binary: BROWSER,
          args: [
            '--automation',
            `--log=${logFile}`,
            `--data-dir=${join(dir, 'profile')}`,
            ...(disabledFeatures.length ? [`--disable-features=${disabledFeatures.join(',')}`] : []),
          ],
          // Overlay scrollbars, as on a phone: a 375 px window is a 375 px layout viewport.
          useOverlayScrollbars: true,
        },
      }),
    );
    stops.push(() => driver.quit());
    // WebKitWebDriver waits without limit for a browser that never answers; we do not.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      driver.getSession(),
      new Promise((_, reject) => {
        timer = setTimeout(() => {
          const log = readLogTail(logFile);
          reject(new Error(`No WebKit session after 30 s. Driver: ${recentStderr(driverProcess.process)}\nBrowser: ${log}`));
        }, 30_000);
      }),
    ]).finally(() => clearTimeout(timer));
    return { driver, logFile, close };
  } catch (error) {
    await close();
    throw error;
  }
}
