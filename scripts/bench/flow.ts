/**
 * A visit of several pages in one tab, measured by Lighthouse's user flow: the first page cold
 * (storage reset, as a first view), every later one with the browser's cache as the earlier pages
 * left it (a second view loaded in full: a link opened in a new tab, a bookmark, a return).
 * Run by the benchmark in a child process, like the Lighthouse CLI, so the process that serves the
 * pages keeps answering:
 *
 *   tsx scripts/bench/flow.ts '{"urls":[…],"chrome":"…","chromeFlags":[…],"throttling":"devtools","reportFile":"…"}'
 *
 * Each page also records when React first committed (`performance.mark('hydrated')`, read from
 * Lighthouse's user-timings audit): a stand-in for React DevTools' hook, installed before any page
 * script runs, is told of every commit, and the first one is the hydration. Under 'devtools'
 * throttling that time is the throttled phone's; under 'simulate' it is the unthrottled load's.
 */
import { writeFileSync } from 'node:fs';
import { isEntryPoint } from '../lib/cli';
import type { FlowOptions } from './types';

/** The user-timing mark set at React's first commit. */
export const HYDRATED_MARK = 'hydrated';

/**
 * Installed before the page's scripts: React announces each commit to this hook, as to React
 * DevTools. Methods, not arrow functions: tsx names arrow functions through a helper (`__name`)
 * that the page does not have, and this function runs there from its source.
 */
export function hydrationProbe(mark: string) {
  let committed = false;
  const hook = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() {
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot() {
      if (committed) return;
      committed = true;
      performance.mark(mark);
    },
  };
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { configurable: true, value: hook });
}

async function main() {
  const options = JSON.parse(process.argv[2] ?? '{}') as FlowOptions;
  const [{ startFlow }, puppeteer] = await Promise.all([import('lighthouse'), import('puppeteer-core')]);
  const browser = await puppeteer.launch({
    executablePath: options.chrome,
    headless: true,
    args: options.chromeFlags.filter((flag) => !flag.startsWith('--headless')),
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    const probe = `(${hydrationProbe.toString()})(${JSON.stringify(HYDRATED_MARK)})`;
    if (probe.includes('__name')) throw new Error(`the hydration probe refers to a helper the page lacks: ${probe}`);
    await page.evaluateOnNewDocument(probe);
    const flow = await startFlow(page, {
      config: {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance'],
          throttlingMethod: options.throttling,
          // Lighthouse merges this into its default throttling: only the CPU slowdown changes.
          ...(options.cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } }),
        },
      },
    });
    for (const url of options.urls) await flow.navigate(url);
    writeFileSync(options.reportFile, JSON.stringify(await flow.createFlowResult()));
  } finally {
    await browser.close();
  }
}

if (isEntryPoint(import.meta.url)) {
  main().catch((error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  });
}
