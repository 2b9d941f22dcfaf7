/**
 * Starts what a WebKit test worker needs, all on this machine and each stopped with the worker:
 * a virtual display (Xvfb, only when DISPLAY is unset), WebKitWebDriver on a free loopback port,
 * and one WebDriver session in our own minimal browser (./browser.py), whose messages (console,
 * CSP, page errors) land in a log file read by ./fixtures.ts.
 *
 * Every process is started under a watchdog shell that stops it when its stdin closes, so a worker
 * that dies without cleaning up (killed, crashed) takes its servers with it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Capabilities, WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { browserPaths } from '../../scripts/lib/browser-paths';

/**
 * Runs "$@" in the background and stops it once our end of stdin closes (the parent left), then
 * removes $WATCHDOG_REMOVE if set (the session's profile and log, even after a killed worker).
 */
const WATCHDOG =
  '"$@" 3>&- & child=$!; read -r _; kill "$child" 2>/dev/null; wait "$child"; [ -z "$WATCHDOG_REMOVE" ] || rm -rf "$WATCHDOG_REMOVE"';

/**
 * A process under the watchdog; `stop` ends it. The watchdog waits for its stdin even when the
 * process has died, so a start that fails shows as a wait that times out, with the process's stderr.
 */
function guarded(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; displayFd?: boolean } = {}) {
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
  return {
    process: child,
    stderr: () => stderr,
    stop: async () => {
      child.stdin?.end();
      await exited;
    },
  };
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

/** Starts Xvfb on the first free display number (it picks one itself and tells us; if it fails, the worker fixture times out). */
async function startXvfb() {
  const xvfb = guarded(browserPaths.xvfb, ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
    displayFd: true,
  });
  const display = await new Promise<string>((resolve) => {
    let text = '';
    (xvfb.process.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
  });
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
    const driverProcess = guarded(browserPaths.webkitDriver, [`--port=${port}`, '--host=local'], {
      env: { ...env, WATCHDOG_REMOVE: dir },
    });
    stops.push(driverProcess.stop);
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 15_000;
    const ready = async () => (await fetch(`${url}/status`).catch(() => undefined))?.ok;
    while (!(await ready())) {
      if (Date.now() > deadline) throw new Error(`WebKitWebDriver not ready after 15 s: ${driverProcess.stderr()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const logFile = join(dir, 'browser.log');
    const driver = WebDriver.createSession(
      new Executor(new HttpClient(url)),
      new Capabilities({
        // Alerts stay open until the test reads and accepts them (the default would dismiss them).
        unhandledPromptBehavior: 'ignore',
        'webkitgtk:browserOptions': {
          binary: join(__dirname, 'browser.py'),
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
          const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '(no log)';
          reject(new Error(`No WebKit session after 30 s. Driver: ${driverProcess.stderr()}\nBrowser: ${log}`));
        }, 30_000);
      }),
    ]).finally(() => clearTimeout(timer));
    return { driver, logFile, close };
  } catch (error) {
    await close();
    throw error;
  }
}
