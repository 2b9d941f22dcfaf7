/**
 * Reads what browser.py logged for a test: WebKit's console messages (written by its web process,
 * one "CONSOLE <source> <level> <text>" line each, continued on further lines when the text has
 * line breaks), the reports of its document-start script ("PAGEERROR"/"CSP <url>: <text>") and of
 * its request watch ("FAILEDREQUEST <method> <url>: <why>").
 */
import { openSync, readSync, closeSync, statSync } from 'node:fs';

export type Observed = {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
  /** Every console.log/info text, for tests that check what the page logs. */
  logs: string[];
  /** Loopback requests that failed or were answered 400 or more (the document's own included). */
  failedRequests: string[];
  /** Requests off loopback, all refused by the browser's content blocker (which logs each). */
  externalRequests: string[];
  /** Console errors the test declared expected (so it can check they came). */
  allowedErrors: string[];
};

/** WebKitGTK builds without the Web App Manifest (ENABLE(APPLICATION_MANIFEST) is on in Apple's
 * ports only), so its CSP parser does not know `manifest-src` and says so on every page. Safari
 * (iOS 15.4 and later) knows the directive; the policy is right to carry it. */
const GTK_ONLY_MESSAGES = [/^Unrecognized Content-Security-Policy directive 'manifest-src'\.$/];

type Entry = { kind: 'console'; source: string; level: string; text: string } | { kind: 'report'; type: string; text: string };

const LEVELS = 'LOG|INFO|WARN|ERROR|DEBUG';
const apiMessage = new RegExp(`^(?:\\S+: )?CONSOLE (${LEVELS}) (.*)$`);
const sourcedMessage = new RegExp(`^(?:\\S+: )?CONSOLE ([A-Z]+) (${LEVELS}) (.*)$`);
const report = /^(PAGEERROR|CSP|FAILEDREQUEST) (.*)$/;
/** GLib/GTK diagnostics of the browser's processes: not page messages, never a continuation. */
const diagnostic = /^(\*\* |\(\S+:\d+\): |\S+-(WARNING|CRITICAL|Message)|WebKitWebDriver|Gdk|Gtk)/;

export function parseLog(text: string): Entry[] {
  const entries: Entry[] = [];
  let last: Entry | undefined;
  for (const line of text.split('\n')) {
    let match: RegExpMatchArray | null;
    if ((match = line.match(apiMessage))) {
      last = { kind: 'console', source: 'CONSOLE-API', level: match[1]!, text: match[2]! };
    } else if ((match = line.match(sourcedMessage))) {
      last = { kind: 'console', source: match[1]!, level: match[2]!, text: match[3]! };
    } else if ((match = line.match(report))) {
      last = { kind: 'report', type: match[1]!, text: match[2]! };
    } else if (diagnostic.test(line)) {
      last = undefined;
      continue;
    } else {
      if (last && line.trim()) last.text += `\n${line}`;
      continue;
    }
    entries.push(last);
  }
  return entries;
}

export function classify(entries: Entry[], allowConsoleErrors?: RegExp): Observed {
  const observed: Observed = {
    consoleErrors: [],
    pageErrors: [],
    cspViolations: [],
    logs: [],
    allowedErrors: [],
    failedRequests: [],
    externalRequests: [],
  };
  for (const entry of entries) {
    if (entry.kind === 'report' && entry.type === 'FAILEDREQUEST' && allowConsoleErrors?.test(entry.text)) {
      observed.allowedErrors.push(entry.text);
      continue;
    }
    if (entry.kind === 'report') {
      const list = {
        CSP: observed.cspViolations,
        PAGEERROR: observed.pageErrors,
        FAILEDREQUEST: observed.failedRequests,
      }[entry.type];
      list?.push(entry.text);
      continue;
    }
    const blocked = entry.source === 'CONTENTBLOCKER' && entry.text.match(/from loading a resource from (\S+)/);
    if (blocked) {
      observed.externalRequests.push(blocked[1]!);
      continue;
    }
    if (entry.level === 'LOG' || entry.level === 'INFO') {
      if (entry.source === 'CONSOLE-API') observed.logs.push(entry.text);
      continue;
    }
    if (entry.level !== 'ERROR') continue;
    if (GTK_ONLY_MESSAGES.some((pattern) => pattern.test(entry.text))) continue;
    if (entry.source === 'SECURITY') observed.cspViolations.push(entry.text);
    // Uncaught exceptions and unhandled rejections, also reported by the document-start script.
    else if (entry.source === 'JS') observed.pageErrors.push(entry.text);
    else if (allowConsoleErrors?.test(entry.text)) observed.allowedErrors.push(entry.text);
    else observed.consoleErrors.push(`${entry.source}: ${entry.text}`);
  }
  return observed;
}

/** The log's text from byte `from` on. */
export function readLogFrom(file: string, from: number): string {
  const size = statSync(file).size;
  if (size <= from) return '';
  const buffer = Buffer.alloc(size - from);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, from);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

export function logSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}
