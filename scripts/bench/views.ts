/**
 * First and second view of each page (issue 32, item 4): what `npm run bench` reads from each
 * Lighthouse result beside its own figures (readRun in lighthouse.ts calls viewFigures), and the
 * table it prints. Pure functions, unit-tested. docs/performance.md ("Reading the results") defines
 * the two views (one Lighthouse user flow, flow.ts), the longest task and the requests before the
 * first paint.
 */
import { median, renderTable } from './stats';
import type { ViewFigures } from './types';

/** The part of a Lighthouse result these figures read. */
export type ViewLhr = {
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[]; debugData?: Record<string, unknown> } }>;
};

type NetworkItem = { url?: string; networkEndTime?: number; transferSize?: number; finished?: boolean };

/** When the first contentful paint happened on the clock of the network-requests audit (ms from the first request). */
function fcpOnNetworkClock(lhr: ViewLhr, fcpMs: number): number {
  const metrics = (lhr.audits.metrics?.details?.items?.[0] ?? {}) as Record<string, number | undefined>;
  const networkStart = lhr.audits['network-requests']?.details?.debugData?.networkStartTimeTs;
  const paint = metrics.observedFirstContentfulPaintTs;
  if (typeof networkStart === 'number' && typeof paint === 'number') return (paint - networkStart) / 1000;
  return fcpMs;
}

/** FCP, LCP, TBT, the longest task and the requests before the first paint of one report. */
export function viewFigures(lhr: ViewLhr): ViewFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const fcpMs = numeric('first-contentful-paint');
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? []) as { duration?: number }[];
  const paint = fcpOnNetworkClock(lhr, fcpMs);
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  return {
    fcpMs,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration ?? 0)),
    requestsBeforeFcp: requests.filter(
      (request) =>
        !/^(data|blob):/.test(request.url ?? '') &&
        (request.transferSize ?? 0) > 0 &&
        request.finished !== false &&
        request.networkEndTime !== undefined &&
        request.networkEndTime <= paint,
    ).length,
  };
}

/** One measured thing (a page, its twin, the bare export) over the rounds: each round's first and second view. */
export type ViewRow = { page: string; first: ViewFigures[]; second: ViewFigures[] };

const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`);
const milliseconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${Math.round(ms)} ms`);

/**
 * Medians per page and view: FCP, LCP, TBT, the longest task and the requests before the first
 * paint. Rows come in the order given (a page, then its twin, as the bench passes them); a view
 * with no runs (second views not measured) is left out.
 */
export function viewsTable(rows: ViewRow[]): string {
  const header = ['page', 'view', 'FCP', 'LCP', 'TBT', 'longest task', 'requests before FCP'];
  const body = rows.flatMap(({ page, first, second }) =>
    (
      [
        ['first', first],
        ['second', second],
      ] as const
    )
      .filter(([, runs]) => runs.length > 0)
      .map(([view, runs]) => {
        const pick = (read: (figures: ViewFigures) => number) => median(runs.map(read));
        return [
          page,
          view,
          seconds(pick((run) => run.fcpMs)),
          seconds(pick((run) => run.lcpMs)),
          milliseconds(pick((run) => run.tbtMs)),
          milliseconds(pick((run) => run.longestTaskMs)),
          String(pick((run) => run.requestsBeforeFcp)),
        ];
      }),
  );
  return renderTable(header, body, new Set([0, 1]));
}
