/**
 * Reads what browser.py logged for a test: WebKit's console messages (written by its web process,
 * one "CONSOLE <source> <level> <text>" line each, continued on further lines when the text has
 * line breaks), the reports of its document-start script ("PAGEERROR"/"CSP <url>: <text>") and of
 * its request watch ("FAILEDREQUEST <method> <url>: <why>").
 */
import { readFileSync, statSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { WebDriver } from 'selenium-webdriver';
import type { Observed } from '../visitor/visitor';

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

function parseLog(text: string): Entry[] {
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

/** Sorts the log's entries into what the visitor API reports (e2e/visitor/visitor.ts's Observed). */
function classify(entries: Entry[], allowConsoleErrors?: RegExp): Observed {
  const observed: Observed = {
    consoleErrors: [],
    pageErrors: [],
    cspViolations: [],
    failedRequests: [],
    externalRequests: [],
    consoleMessages: [],
  };
  for (const entry of entries) {
    if (entry.kind === 'report' && entry.type === 'FAILEDREQUEST' && allowConsoleErrors?.test(entry.text)) {
      observed.consoleMessages.push(entry.text);
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
      if (entry.source === 'CONSOLE-API') observed.consoleMessages.push(entry.text);
      continue;
    }
    if (entry.level !== 'ERROR') continue;
    if (GTK_ONLY_MESSAGES.some((pattern) => pattern.test(entry.text))) continue;
    if (entry.source === 'SECURITY') observed.cspViolations.push(entry.text);
    // Uncaught exceptions and unhandled rejections, also reported by the document-start script.
    else if (entry.source === 'JS') observed.pageErrors.push(entry.text);
    else if (allowConsoleErrors?.test(entry.text)) observed.consoleMessages.push(entry.text);
    else {
      const message = `${entry.source}: ${entry.text}`;
      observed.consoleErrors.push(message);
      observed.consoleMessages.push(message);
    }
  }
  return observed;
}

let flushes = 0;

/**
 * What the browser has logged from now on, read on demand. Each read has the page log a marker;
 * once it is in the file, so are the page's earlier console messages (its web process writes them
 * in order), and the browser's own reports of earlier events, which reach it over the same channel
 * as the script's reply, ahead of it.
 */
export function logReader(driver: WebDriver, file: string, allowConsoleErrors?: RegExp): () => Promise<Observed> {
  const from = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  return async () => {
    const marker = `observed-flush-${process.pid}-${++flushes}`;
    await driver.executeScript('console.log(arguments[0])', marker).catch(() => undefined);
    let text = '';
    await expect
      .poll(() => (text = readFileSync(file).subarray(from).toString('utf8')).includes(marker), {
        message: 'the browser log',
        timeout: 5000,
      })
      .toBe(true)
      .catch(() => undefined);
    return classify(parseLog(text), allowConsoleErrors);
  };
}
