/**
 * One Lighthouse run (default mobile configuration: Moto G Power, slow 4G, 4x CPU slowdown;
 * performance category only), throttled either way Lighthouse offers: 'simulate' (Lantern models
 * the slow phone from an unthrottled load) or 'devtools' (Chromium applies the slowdown while the
 * page loads: 562.5 ms request latency, 1,474.56 kbit/s down, 675 up, CPU x4, the
 * requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps and cpuSlowdownMultiplier of
 * Lighthouse's mobileSlow4G settings, which are its defaults), with Debian's Chromium, in a child process so this process
 * keeps answering the page's requests, and the figures the benchmark reports from its report.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { HYDRATED_MARK } from './flow';
import { RESOURCE_TYPES, type FlowOptions, type ResourceType, type Run, type Throttling } from './types';
import { viewFigures } from './views';

type Lhr = {
  runtimeError?: { message: string };
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[]; debugData?: Record<string, unknown> } }>;
  environment: { benchmarkIndex: number };
  configSettings: { throttlingMethod: string; throttling: Record<string, number> };
};

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // Keep Chromium from phoning home: the network is closed and background traffic skews timings.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--no-default-browser-check',
  '--metrics-recording-only',
  '--mute-audio',
];

/** The LCP element as Lighthouse 13 names it (in its LCP breakdown insight): tag and label, else selector. */
function lcpElement(lhr: Lhr): string {
  type Item = { type?: string; nodeLabel?: string; selector?: string; snippet?: string };
  const items = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []) as Item[];
  const node = items.find((item) => item.type === 'node');
  if (!node) return '(none)';
  const tag = /^<(\w+)/.exec(node.snippet ?? '')?.[1] ?? '';
  const label = (node.nodeLabel ?? node.selector ?? '').replace(/\s+/g, ' ').slice(0, 32);
  return tag ? `${tag}: ${label}` : label;
}

/** The throttling a report was made with, as one line: method and the figures it applies. */
export function throttlingOf({ configSettings: { throttlingMethod, throttling } }: Pick<Lhr, 'configSettings'>): string {
  const keys =
    throttlingMethod === 'devtools'
      ? ['requestLatencyMs', 'downloadThroughputKbps', 'uploadThroughputKbps', 'cpuSlowdownMultiplier']
      : ['rttMs', 'throughputKbps', 'cpuSlowdownMultiplier'];
  return `${throttlingMethod} (${keys.map((key) => `${key} ${Number(throttling[key]?.toFixed(2))}`).join(', ')})`;
}

export function readRun(lhr: Lhr, throttling?: Throttling): Run {
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  if (throttling && lhr.configSettings.throttlingMethod !== throttling)
    throw new Error(`the report was throttled by ${lhr.configSettings.throttlingMethod}, not ${throttling}`);
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
    protocol?: string;
  }[];
  const bytes = Object.fromEntries([...RESOURCE_TYPES, 'Total'].map((type) => [type, 0])) as Run['bytes'];
  const protocols = new Set<string>();
  for (const request of requests) {
    const size = request.transferSize ?? 0;
    bytes.Total += size;
    if ((RESOURCE_TYPES as readonly string[]).includes(request.resourceType ?? ''))
      bytes[request.resourceType as ResourceType] += size;
    if (request.protocol) protocols.add(request.protocol);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const marks = (lhr.audits['user-timings']?.details?.items ?? []) as { name?: string; startTime?: number }[];
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    lcpElement: lcpElement(lhr),
    bytes,
    protocols: [...protocols].sort(),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    hydratedMs: marks.find((mark) => mark.name === HYDRATED_MARK)?.startTime ?? Number.NaN,
    view: viewFigures(lhr),
    throttlingApplied: throttlingOf(lhr),
  };
}

function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    child.once('exit', (code) => resolve(code));
  });
}

export type LighthouseOptions = {
  chrome: string;
  chromeFlags: string[];
  reportFile: string;
  throttling: Throttling;
  /** Lighthouse's CPU slowdown when not its default of 4 (bench.ts --cpu-slowdown). */
  cpuSlowdown?: number;
};

async function lighthouseOnce(
  url: string,
  { chrome, chromeFlags, reportFile, throttling, cpuSlowdown }: LighthouseOptions,
): Promise<Run> {
  rmSync(reportFile, { force: true });
  const status = await runCli(
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${reportFile}`,
      '--only-categories=performance',
      `--throttling-method=${throttling}`,
      ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
      `--chrome-flags=${chromeFlags.join(' ')}`,
    ],
    { ...process.env, CHROME_PATH: chrome },
  );
  if (status !== 0 || !existsSync(reportFile)) throw new Error(`Lighthouse failed on ${url}`);
  return readRun(JSON.parse(readFileSync(reportFile, 'utf8')) as Lhr, throttling);
}

/** A run that fails to record (it happens on a busy machine) is tried again, twice at most. */
async function tried<T>(run: () => Promise<T>, attempt = 1): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`${(error as Error).message}; trying again`);
    return tried(run, attempt + 1);
  }
}

export const lighthouse = (url: string, options: LighthouseOptions) => tried(() => lighthouseOnce(url, options));

/**
 * A visit of several pages in one tab (scripts/bench/flow.ts): one run per page, the first cold,
 * the rest with the cache the earlier pages filled. Tried again like a single run.
 */
export const lighthouseFlow = (urls: string[], options: LighthouseOptions) =>
  tried(async () => {
    const { chrome, chromeFlags, reportFile, throttling, cpuSlowdown } = options;
    rmSync(reportFile, { force: true });
    const flowOptions: FlowOptions = { urls, chrome, chromeFlags, throttling, reportFile, cpuSlowdown };
    // The benchmark runs under tsx: the child gets the same loader (process.execArgv) to run TypeScript.
    const status = await runCli([...process.execArgv, 'scripts/bench/flow.ts', JSON.stringify(flowOptions)], process.env);
    if (status !== 0 || !existsSync(reportFile)) throw new Error(`Lighthouse's user flow failed on ${urls.join(' then ')}`);
    const { steps } = JSON.parse(readFileSync(reportFile, 'utf8')) as { steps: { lhr: Lhr }[] };
    if (steps.length !== urls.length) throw new Error(`the user flow recorded ${steps.length} of ${urls.length} pages`);
    return steps.map(({ lhr }) => readRun(lhr, throttling));
  });
