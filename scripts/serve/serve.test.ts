/**
 * `npm start` and `npm run serve` on a busy port: one line that says so and where it serves instead,
 * then the site on the next free port; a port named with --port, which a test or the bench will
 * connect to, fails in one line instead. No stack trace either way. Servers on 127.0.0.1 only, each
 * stopped by the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';

const dir = tempExport({ 'index.html': '<!doctype html><title>Home</title>', '404.html': 'Not here' }, 'serve-port-');
const children: ChildProcess[] = [];
const blockers: Server[] = [];

/** A server holding a free port of 127.0.0.1; resolves to the port. */
function occupyPort(port = 0): Promise<number> {
  const blocker = createServer();
  blockers.push(blocker);
  return new Promise((resolve, reject) => {
    blocker.once('error', reject);
    blocker.listen(port, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port));
  });
}

/** Starts serve.ts; resolves once it printed its first line (or exited), with what it printed. */
function serve(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve/serve.ts', '--dir', dir, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  return new Promise<{ stdout: string; stderr: string; code: number | null }>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('\n')) resolve({ stdout, stderr, code: null });
    });
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ stdout, stderr, code }));
  });
}

afterAll(() => {
  for (const child of children) child.kill();
  for (const blocker of blockers) blocker.close();
});

describe('serve.ts on a busy port', () => {
  it('says so in one line and serves on the next free port, printing its address', async () => {
    const busy = await occupyPort();
    // The next port may be taken by something else on this machine: then it says so and moves further.
    const { stdout, stderr, code } = await serve([], { PORT: String(busy) });
    expect(code).toBeNull();
    expect(stderr).toBe('');
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const match =
      /^Port (\d+) is in use \(another server is running there\), so .+ is served on the next free port: (http:\/\/localhost:(\d+)\/)$/.exec(
        lines[0]!,
      );
    expect(match, lines[0]).not.toBeNull();
    expect(Number(match![1])).toBe(busy);
    expect(Number(match![3])).toBeGreaterThan(busy);
    const response = await fetch(match![2]!.replace('localhost', '127.0.0.1'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Home</title>');
  });

  it('fails in one line, without a stack trace, when the port was named with --port', async () => {
    const busy = await occupyPort();
    const { stdout, stderr, code } = await serve(['--port', String(busy)]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `serve: port ${busy} is in use (another server is running there): stop it, or name another with --port\n`,
    );
  });
});
