import { describe, expect, it } from 'vitest';
import type { ViewFigures } from './types';
import { viewFigures, viewsTable, type ViewLhr } from './views';

/** A report's audits as Lighthouse 13 writes them, with the figures views.ts reads. */
function lhr({
  fcp = 1000,
  requests = [] as { url: string; networkEndTime?: number; transferSize?: number; finished?: boolean }[],
  tasks = [] as number[],
  clocks = true,
}): ViewLhr {
  return {
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      'largest-contentful-paint': { numericValue: 1500 },
      'total-blocking-time': { numericValue: 120 },
      'long-tasks': { details: { items: tasks.map((duration) => ({ url: 'https://x/a.js', duration, startTime: 900 })) } },
      // The network clock starts 5 ms after navigation: FCP at 1000 ms is 995 ms on it.
      metrics: { details: { items: clocks ? [{ observedFirstContentfulPaintTs: 10_000_000 + fcp * 1000 }] : [] } },
      'network-requests': {
        details: { items: requests, debugData: clocks ? { networkStartTimeTs: 10_005_000 } : {} },
      },
    },
  };
}

describe('viewFigures', () => {
  it('counts the network requests finished by the first paint, on the network clock', () => {
    const figures = viewFigures(
      lhr({
        requests: [
          { url: 'https://site/', networkEndTime: 700, transferSize: 9000 },
          { url: 'https://site/font.woff2', networkEndTime: 995, transferSize: 39_000 },
          { url: 'https://site/late.css', networkEndTime: 996, transferSize: 8000 },
          { url: 'https://site/cached.js', networkEndTime: 10, transferSize: 0 },
          { url: 'data:image/svg+xml,x', networkEndTime: 1, transferSize: 10 },
          { url: 'https://site/unfinished.jpg', networkEndTime: 500, transferSize: 100, finished: false },
        ],
      }),
    );
    expect(figures.requestsBeforeFcp).toBe(2);
    expect(figures).toMatchObject({ fcpMs: 1000, lcpMs: 1500, tbtMs: 120 });
  });

  it("falls back to FCP's own value when the report lacks the clocks", () => {
    const requests = [{ url: 'https://site/', networkEndTime: 998, transferSize: 9000 }];
    expect(viewFigures(lhr({ requests })).requestsBeforeFcp).toBe(0);
    expect(viewFigures(lhr({ requests, clocks: false })).requestsBeforeFcp).toBe(1);
  });

  it('takes the longest task, 0 when no task reached 50 ms', () => {
    expect(viewFigures(lhr({ tasks: [80, 412.5, 60] })).longestTaskMs).toBe(412.5);
    expect(viewFigures(lhr({})).longestTaskMs).toBe(0);
  });
});

describe('viewsTable', () => {
  const view = (over: Partial<ViewFigures>): ViewFigures => ({
    fcpMs: 1000,
    lcpMs: 1500,
    tbtMs: 100,
    longestTaskMs: 300,
    requestsBeforeFcp: 1,
    ...over,
  });

  it('prints the medians of each view, leaving out a view not measured', () => {
    const table = viewsTable([
      {
        page: '/',
        first: [view({ lcpMs: 1200 }), view({ lcpMs: 1600 }), view({ lcpMs: 1300 })],
        second: [view({ fcpMs: 500, longestTaskMs: 0 }), view({ fcpMs: 700, longestTaskMs: 0 }), view({ fcpMs: 600 })],
      },
      { page: '/ no-JS twin', first: [view({ tbtMs: 0, requestsBeforeFcp: 3 })], second: [] },
    ]);
    expect(table.split('\n')).toEqual([
      '| page         | view   |    FCP |    LCP |    TBT | longest task | requests before FCP |',
      '|--------------|--------|-------:|-------:|-------:|-------------:|--------------------:|',
      '| /            | first  | 1.00 s | 1.30 s | 100 ms |       300 ms |                   1 |',
      '| /            | second | 0.60 s | 1.50 s | 100 ms |         0 ms |                   1 |',
      '| / no-JS twin | first  | 1.00 s | 1.50 s |   0 ms |       300 ms |                   3 |',
    ]);
  });
});
