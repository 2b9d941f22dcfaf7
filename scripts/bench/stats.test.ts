import { describe, expect, it } from 'vitest';
import type { Run } from './types';
import {
  markdownTable,
  median,
  medianInterval,
  methodTables,
  misses,
  mode,
  pairedTable,
  perRound,
  summarise,
  TARGETS,
  verdict,
  visitDifferenceTable,
  visitTable,
} from './stats';

const run = (over: Partial<Run>): Run => ({
  performance: 99,
  fcpMs: 900,
  lcpMs: 2000,
  tbtMs: 40,
  cls: 0,
  lcpElement: 'img: hero',
  protocols: ['h2'],
  benchmarkIndex: 1000,
  hydratedMs: Number.NaN,
  bytes: { Document: 10_000, Script: 150_000, Stylesheet: 8_000, Font: 30_000, Image: 60_000, Fetch: 0, Total: 258_000 },
  view: { fcpMs: 900, lcpMs: 2000, tbtMs: 40, longestTaskMs: 90, requestsBeforeFcp: 1 },
  throttlingApplied: 'devtools (requestLatencyMs 562.5)',
  ...over,
});

describe('median and mode', () => {
  it('take the middle value, the mean of the middle two for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
  it('pick the most frequent text', () => {
    expect(mode(['h1', 'img', 'img'])).toBe('img');
    expect(mode(['a', 'b'])).toBe('a');
  });
});

describe('summarise', () => {
  it('takes each figure’s median on its own, bytes by type included', () => {
    const summary = summarise([
      run({ lcpMs: 2500, tbtMs: 10 }),
      run({ lcpMs: 1500, tbtMs: 90 }),
      run({ lcpMs: 2000, tbtMs: 50, protocols: ['h2', 'data'] }),
    ]);
    expect(summary).toMatchObject({ runs: 3, lcpMs: 2000, tbtMs: 50, performance: 99, protocols: ['data', 'h2'] });
    expect(summary.bytes.Script).toBe(150_000);
  });
});

describe('misses', () => {
  const bare = summarise([run({ tbtMs: 30 })]);
  it('holds a page to Perf, LCP over its twin, TBT over the bare export and CLS', () => {
    const row = {
      page: '/x/',
      result: summarise([run({ performance: 97, lcpMs: 2300, tbtMs: 81, cls: 0.01 })]),
      twin: summarise([run({ lcpMs: 1600 })]),
    };
    expect(misses(row, bare)).toEqual([
      '/x/: Performance 97 < 99',
      '/x/: LCP − twin 0.70 s > 0.60 s',
      "/x/: TBT 81 ms > bare export's 30 + 50 ms",
      '/x/: CLS 0.010 > 0',
    ]);
  });
  it('passes a page at the limits', () => {
    const row = { page: '/x/', result: summarise([run({ lcpMs: 2200, tbtMs: 80 })]), twin: summarise([run({ lcpMs: 1600 })]) };
    expect(misses(row, bare)).toEqual([]);
  });
  it('under applied throttling, holds LCP to 0.10 s over the twin and sets no Performance score', () => {
    const row = {
      page: '/x/',
      result: summarise([run({ performance: 80, lcpMs: 1510, tbtMs: 80 })]),
      twin: summarise([run({ lcpMs: 1400 })]),
    };
    expect(misses(row, bare, TARGETS.devtools)).toEqual(['/x/: LCP − twin 0.11 s > 0.10 s']);
    expect(misses({ ...row, result: summarise([run({ lcpMs: 1500 })]) }, bare, TARGETS.devtools)).toEqual([]);
  });
  it('under applied throttling, holds LCP to 1.6 s where a photo is the largest element, 1.3 s where text is, and the longest task to the bare one + 50 ms', () => {
    const twin = summarise([run({ lcpMs: 1600 })]);
    const photo = { page: '/p/', result: summarise([run({ lcpMs: 1610, lcpElement: 'img: hero' })]), twin };
    const text = { page: '/t/', result: summarise([run({ lcpMs: 1310, lcpElement: 'p: lead' })]), twin };
    expect(misses(photo, bare, TARGETS.devtools)).toEqual(['/p/: LCP 1.61 s > 1.60 s (a photo its largest element)']);
    expect(misses(text, bare, TARGETS.devtools)).toEqual(['/t/: LCP 1.31 s > 1.30 s (text its largest element)']);
    const atLimits = { ...text, result: summarise([run({ lcpMs: 1300, lcpElement: 'p: lead' })]) };
    expect(misses(atLimits, bare, TARGETS.devtools, { page: 150, bare: 100 })).toEqual([]);
    expect(misses(atLimits, bare, TARGETS.devtools, { page: 151, bare: 100 })).toEqual([
      "/t/: longest task 151 ms > bare export's 100 + 50 ms",
    ]);
  });
});

describe('markdownTable', () => {
  it('prints the ratio and the difference to the twin, empty for the bare export', () => {
    const lines = markdownTable([
      { page: 'bare Next.js export', result: summarise([run({})]) },
      { page: '/', result: summarise([run({ lcpMs: 2400 })]), twin: summarise([run({ lcpMs: 1600 })]) },
    ]).split('\n');
    expect(lines[0]).toMatch(/^\| page +\| Perf \|.*\| LCP ÷ twin \| LCP − twin \|$/);
    expect(lines[2]).toMatch(/\| +\| +\|$/);
    expect(lines[3]).toMatch(/\| +1\.50 \| +0\.80 s \|$/);
    expect(lines[3]).toMatch(/\| img: hero +\|/);
  });
});

describe('round by round', () => {
  it('pairs each round of a page with the same round of what it is compared with', () => {
    const page = [run({ lcpMs: 2000 }), run({ lcpMs: 2500 }), run({ lcpMs: 1900 })];
    const twin = [run({ lcpMs: 1950 }), run({ lcpMs: 2300 }), run({ lcpMs: 1950 })];
    expect(perRound(page, twin, (each) => each.lcpMs)).toEqual([50, 200, -50]);
    expect(perRound(page, twin.slice(0, 2), (each) => each.lcpMs)).toEqual([50, 200]);
  });

  it('prints the median, every round and how many rounds were over the target', () => {
    const table = pairedTable(
      [{ page: '/about/', lcpOverTwinMs: [50, 200, -50], tbtOverBareMs: [10, 80, 40] }],
      TARGETS.devtools,
    );
    expect(table).toContain('| /about/ | 0.05 [-0.05, 0.20] not settled (0.05, 0.20, -0.05; 1/3 over)');
    expect(table).toContain('| 40 [10, 80] not settled (10, 80, 40; 1/3 over)');
    expect(table.split('\n')).toHaveLength(3);
  });
});

describe('medianInterval and verdict', () => {
  it('widens to the extremes for few rounds and narrows as rounds are added', () => {
    expect(medianInterval([5, 1, 4, 2, 3])).toEqual({ low: 1, high: 5, confidence: 1 - 2 / 32 });
    expect(medianInterval([1, 2, 3, 4, 5, 6, 7])).toMatchObject({ low: 1, high: 7 });
    expect(medianInterval([1, 2, 3, 4, 5, 6, 7, 8, 9])).toMatchObject({ low: 2, high: 8 });
    const seventeen = Array.from({ length: 17 }, (_, index) => index + 1);
    const interval = medianInterval(seventeen);
    expect(interval).toMatchObject({ low: 5, high: 13 });
    expect(interval.confidence).toBeCloseTo(0.951, 3);
    expect(medianInterval(seventeen, 0.8)).toMatchObject({ low: 6, high: 12 });
  });

  it('gives no interval without rounds, and a point with one', () => {
    expect(medianInterval([])).toEqual({ low: Number.NaN, high: Number.NaN, confidence: 0 });
    expect(medianInterval([7])).toEqual({ low: 7, high: 7, confidence: 0 });
  });

  it('calls a limit met or missed only when the whole interval is on one side of it', () => {
    expect(verdict({ low: 20, high: 100, confidence: 0.9 }, 100)).toBe('met');
    expect(verdict({ low: 101, high: 300, confidence: 0.9 }, 100)).toBe('missed');
    expect(verdict({ low: 20, high: 140, confidence: 0.9 }, 100)).toBe('not settled');
  });
});

describe('visitTable and visitDifferenceTable', () => {
  const paths = ['/', '/contact/'];
  const main = {
    name: 'main',
    rounds: [
      [run({ lcpMs: 2000, hydratedMs: 3000 }), run({ lcpMs: 700, hydratedMs: 900 })],
      [run({ lcpMs: 2200, hydratedMs: 3200 }), run({ lcpMs: 800, hydratedMs: 1000 })],
    ],
  };
  const variant = {
    name: 'inline',
    rounds: [
      [run({ lcpMs: 2100, hydratedMs: 3000 }), run({ lcpMs: 700, hydratedMs: 500 })],
      [run({ lcpMs: 2200, hydratedMs: 3300 }), run({ lcpMs: 750, hydratedMs: 600 })],
    ],
  };
  it('gives each page its medians and the whole visit the median of its sums', () => {
    const table = visitTable([main], paths);
    expect(table).toMatch(/\| main +\| 1\. \/ +\| 0\.90 s \| 2\.10 s \| 40 ms \| +3\.10 s \|/);
    expect(table).toMatch(/\| main +\| the whole visit \(sum\) \| 1\.80 s \| 2\.85 s \| 80 ms \| +4\.05 s \|/);
  });
  it('shows a page without a hydration mark as a dash', () => {
    expect(visitTable([{ name: 'twin', rounds: [[run({}), run({})]] }], paths)).toMatch(/\| +– \|/);
  });
  it('gives the variant minus the main export, round by round', () => {
    const table = visitDifferenceTable(main, variant, paths);
    expect(table).toContain('| 2. /contact/ ');
    expect(table).toContain('-0.40 (-0.40, -0.40)');
    expect(table).toContain('0.05 (0.10, 0.00)');
  });

  it('come after the main tables of a method, each variant against the main export', () => {
    const rows = [{ page: '/', result: summarise(main.rounds[0]!), twin: summarise([run({ lcpMs: 1600 })]) }];
    const paired = [{ page: '/', lcpOverTwinMs: [400, 600], tbtOverBareMs: [0, 10] }];
    const text = methodTables('simulate', rows, paired, [main, variant], paths);
    const parts = [
      markdownTable(rows),
      pairedTable(paired, TARGETS.simulate),
      '"hydrated": React\'s first commit, unthrottled under simulation):',
      visitTable([main, variant], paths),
      'inline − main, round by round:',
      visitDifferenceTable(main, variant, paths),
    ];
    const at = parts.map((part) => text.indexOf(part));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(methodTables('devtools', rows, paired, [main], paths)).toMatch(/React's first commit\):\n/);
    expect(methodTables('devtools', rows, paired, [main], paths)).not.toContain('− main');
    expect(methodTables('devtools', rows, paired, [], paths)).toBe(
      [markdownTable(rows), pairedTable(paired, TARGETS.devtools)].join(
        '\n\nThe same differences round by round (a page, its twin and the bare export run minutes apart in each round):\n\n',
      ),
    );
  });
});
