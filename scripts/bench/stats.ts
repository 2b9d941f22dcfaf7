/** Medians over runs and the benchmark's table: pure functions, unit-tested. */
import { renderTable } from '../lib/cli';
import type { Run, Throttling } from './types';

export { renderTable }; // the bench's other tables (scale.ts, views.ts) read it from here

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The most frequent value (the LCP element is text, not a number); the first seen wins a tie. */
export const mode = (values: string[]): string => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), ['', 0])[0];
};

export type Summary = Omit<Run, 'protocols' | 'view' | 'throttlingApplied'> & { runs: number; protocols: string[] };

export function summarise(runs: Run[]): Summary {
  const pick = (read: (run: Run) => number) => median(runs.map(read));
  const first = runs[0];
  if (!first) throw new Error('no runs to summarise');
  return {
    runs: runs.length,
    performance: pick((run) => run.performance),
    fcpMs: pick((run) => run.fcpMs),
    lcpMs: pick((run) => run.lcpMs),
    tbtMs: pick((run) => run.tbtMs),
    cls: pick((run) => run.cls),
    lcpElement: mode(runs.map((run) => run.lcpElement)),
    bytes: Object.fromEntries(
      Object.keys(first.bytes).map((type) => [type, pick((run) => run.bytes[type as keyof Run['bytes']])]),
    ) as Run['bytes'],
    protocols: [...new Set(runs.flatMap((run) => run.protocols))].sort(),
    benchmarkIndex: pick((run) => run.benchmarkIndex),
    hydratedMs: pick((run) => run.hydratedMs),
  };
}

export type Row = { page: string; result: Summary; twin?: Summary };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => (bytes / 1000).toFixed(0);

/** A markdown table, right-aligned numbers; the twin columns are empty for the bare export. */
export function markdownTable(rows: Row[]): string {
  const header = [
    'page',
    'Perf',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'LCP element',
    'JS kB',
    'CSS kB',
    'HTML kB',
    'font kB',
    'img kB',
    'total kB',
    'twin Perf',
    'twin LCP',
    'LCP ÷ twin',
    'LCP − twin',
  ];
  const body = rows.map(({ page, result: r, twin: t }) => [
    page,
    String(r.performance),
    seconds(r.fcpMs),
    seconds(r.lcpMs),
    `${Math.round(r.tbtMs)} ms`,
    r.cls.toFixed(3),
    r.lcpElement.replaceAll('|', '/'),
    kb(r.bytes.Script),
    kb(r.bytes.Stylesheet),
    kb(r.bytes.Document),
    kb(r.bytes.Font),
    kb(r.bytes.Image),
    kb(r.bytes.Total),
    t ? String(t.performance) : '',
    t ? seconds(t.lcpMs) : '',
    t ? (r.lcpMs / t.lcpMs).toFixed(2) : '',
    t ? seconds(r.lcpMs - t.lcpMs) : '',
  ]);
  return renderTable(header, body, new Set([0, 6]));
}

export type Targets = {
  performance?: number;
  lcpOverTwinMs: number;
  tbtOverBareMs: number;
  cls: number;
  /** LCP's own limit, by what the largest element is: a photo (`img`) or anything else (text). */
  lcpMs?: { photo: number; text: number };
  /** The first view's longest task over the bare export's. */
  longestTaskOverBareMs?: number;
};
/**
 * Per throttling method. Under applied throttling ('devtools', what a visitor meets), issues 18's
 * and 32's: LCP within 0.10 s of the no-JS twin, and at most 1.3 s where text is the largest
 * element, 1.6 s where a photo is; TBT within the bare export's + 50 ms, no task longer than the
 * bare export's longest + 50 ms, and CLS 0; the benchmark's exit status follows these. Under
 * Lantern's simulation, the earlier targets, reported beside them only.
 */
export const TARGETS: Record<Throttling, Targets> = {
  devtools: {
    lcpOverTwinMs: 100,
    tbtOverBareMs: 50,
    cls: 0,
    lcpMs: { photo: 1600, text: 1300 },
    longestTaskOverBareMs: 50,
  },
  simulate: { performance: 99, lcpOverTwinMs: 600, tbtOverBareMs: 50, cls: 0 },
};

/**
 * The targets a page misses, as readable lines; `bare` is the bare Next.js export's summary, and
 * `longestTasks` the median first-view longest task of the page and of the bare export (views.ts).
 */
export function misses(
  { page, result, twin }: Row,
  bare: Summary | undefined,
  targets = TARGETS.simulate,
  longestTasks?: { page: number; bare: number },
): string[] {
  const missed: string[] = [];
  if (targets.performance !== undefined && result.performance < targets.performance)
    missed.push(`${page}: Performance ${result.performance} < ${targets.performance}`);
  if (targets.lcpMs) {
    const photo = result.lcpElement.startsWith('img');
    const limit = photo ? targets.lcpMs.photo : targets.lcpMs.text;
    if (result.lcpMs > limit)
      missed.push(
        `${page}: LCP ${seconds(result.lcpMs)} > ${seconds(limit)} (${photo ? 'a photo' : 'text'} its largest element)`,
      );
  }
  if (twin && result.lcpMs - twin.lcpMs > targets.lcpOverTwinMs) {
    missed.push(`${page}: LCP − twin ${seconds(result.lcpMs - twin.lcpMs)} > ${seconds(targets.lcpOverTwinMs)}`);
  }
  if (bare && result.tbtMs > bare.tbtMs + targets.tbtOverBareMs) {
    missed.push(
      `${page}: TBT ${Math.round(result.tbtMs)} ms > bare export's ${Math.round(bare.tbtMs)} + ${targets.tbtOverBareMs} ms`,
    );
  }
  if (
    targets.longestTaskOverBareMs !== undefined &&
    longestTasks &&
    longestTasks.page > longestTasks.bare + targets.longestTaskOverBareMs
  ) {
    missed.push(
      `${page}: longest task ${Math.round(longestTasks.page)} ms > bare export's ${Math.round(longestTasks.bare)} + ${targets.longestTaskOverBareMs} ms`,
    );
  }
  if (result.cls > targets.cls) missed.push(`${page}: CLS ${result.cls.toFixed(3)} > ${targets.cls}`);
  return missed;
}

/** Round by round, `a − b`: the runs of one round ran minutes apart, so drift in the machine's speed cancels. */
export function perRound(a: Run[], b: Run[], read: (run: Run) => number): number[] {
  return a.slice(0, b.length).map((run, round) => read(run) - read(b[round]!));
}

export type PairedRow = { page: string; lcpOverTwinMs: number[]; tbtOverBareMs: number[] };

/** The chance that fewer than `below` of `n` fair coin flips come up heads. */
function signTail(n: number, below: number): number {
  let term = 0.5 ** n;
  let sum = 0;
  for (let k = 0; k < below; k++) {
    sum += term;
    term *= (n - k) / (k + 1);
  }
  return sum;
}

export type Interval = { low: number; high: number; confidence: number };

/**
 * A distribution-free interval for the median of `values` (the sign test's): the k-th smallest
 * and k-th largest value, with k as large as keeps the chance that the true median lies outside
 * within 1 − `confidence`. Five rounds give only [min, max], at 94 %; seven also [min, max], at
 * 98 %; nine the second smallest and largest, at 96 % (decision 0054).
 */
export function medianInterval(values: number[], confidence = 0.9): Interval {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const covers = (k: number) => 1 - 2 * signTail(n, k);
  let k = 1;
  while (k + 1 <= (n + 1) / 2 && covers(k + 1) >= confidence) k++;
  return { low: sorted[k - 1] ?? Number.NaN, high: sorted[n - k] ?? Number.NaN, confidence: n ? covers(k) : 0 };
}

/**
 * What the rounds settle about a limit on the median: met when the whole interval is within it,
 * missed when the whole interval is over it, otherwise not settled by this many rounds.
 */
export function verdict({ low, high }: Interval, limit: number): 'met' | 'missed' | 'not settled' {
  if (high <= limit) return 'met';
  return low > limit ? 'missed' : 'not settled';
}

/**
 * Each page's LCP − twin and TBT − bare export, round by round, with their median, the median's
 * interval and what it settles, and how many rounds were over the target. The difference of two
 * medians (the main table) can hide a drift that moved a page and its twin together; this shows
 * how far the rounds agree.
 */
export function pairedTable(rows: PairedRow[], targets: Targets): string {
  const cell = (values: number[], limit: number, unit: (ms: number) => string) => {
    const interval = medianInterval(values);
    return (
      `${unit(median(values))} [${unit(interval.low)}, ${unit(interval.high)}] ${verdict(interval, limit)} ` +
      `(${values.map(unit).join(', ')}; ${values.filter((value) => value > limit).length}/${values.length} over)`
    );
  };
  const seconds2 = (ms: number) => (ms / 1000).toFixed(2);
  const lines = rows.map(({ page, lcpOverTwinMs, tbtOverBareMs }) => [
    page,
    cell(lcpOverTwinMs, targets.lcpOverTwinMs, seconds2),
    cell(tbtOverBareMs, targets.tbtOverBareMs, (ms) => String(Math.round(ms))),
  ]);
  const header = [
    'page',
    'LCP − twin, s: median [interval] verdict (rounds)',
    'TBT − bare, ms: median [interval] verdict (rounds)',
  ];
  return renderTable(header, lines, new Set([0, 1, 2]));
}

/**
 * Several runs of the same export as one: each page's rounds, in the order of the runs. The
 * bench's spread between runs of five rounds is as large as a 0.10 s target (decision 0054).
 */
export function poolPaired(runs: PairedRow[][]): PairedRow[] {
  const pooled = new Map<string, PairedRow>();
  for (const row of runs.flat()) {
    const seen = pooled.get(row.page);
    pooled.set(
      row.page,
      seen
        ? {
            page: row.page,
            lcpOverTwinMs: [...seen.lcpOverTwinMs, ...row.lcpOverTwinMs],
            tbtOverBareMs: [...seen.tbtOverBareMs, ...row.tbtOverBareMs],
          }
        : row,
    );
  }
  return [...pooled.values()];
}

/** One export's runs of a visit: for each round, one run per page of the visit. */
export type VisitRows = { name: string; rounds: Run[][] };

const optionalSeconds = (ms: number) => (Number.isNaN(ms) ? '–' : seconds(ms));

/**
 * A visit of several pages, per export: each page's medians (FCP, LCP, TBT, when React hydrated,
 * the document's and all bytes), then the whole visit, each figure summed round by round and the
 * median of those sums taken.
 */
export function visitTable(visits: VisitRows[], paths: string[]): string {
  const header = ['export', 'page', 'FCP', 'LCP', 'TBT', 'hydrated', 'HTML kB', 'total kB'];
  const body = visits.flatMap(({ name, rounds }) => {
    const step = (index: number, read: (run: Run) => number) => median(rounds.map((runs) => read(runs[index]!)));
    const total = (read: (run: Run) => number) => median(rounds.map((runs) => runs.reduce((sum, run) => sum + read(run), 0)));
    const line = (page: string, figure: (read: (run: Run) => number) => number) => [
      name,
      page,
      optionalSeconds(figure((run) => run.fcpMs)),
      optionalSeconds(figure((run) => run.lcpMs)),
      `${Math.round(figure((run) => run.tbtMs))} ms`,
      optionalSeconds(figure((run) => run.hydratedMs)),
      kb(figure((run) => run.bytes.Document)),
      kb(figure((run) => run.bytes.Total)),
    ];
    return [
      ...paths.map((path, index) => line(`${index + 1}. ${path}`, (read) => step(index, read))),
      line('the whole visit (sum)', total),
    ];
  });
  return renderTable(header, body, new Set([0, 1]));
}

/** A variant's visit against the main export's, round by round (variant − main): FCP, LCP and hydration per page. */
export function visitDifferenceTable(main: VisitRows, variant: VisitRows, paths: string[]): string {
  const header = ['page', 'FCP, s: median (rounds)', 'LCP, s: median (rounds)', 'hydrated, s: median (rounds)'];
  const rounds = Math.min(main.rounds.length, variant.rounds.length);
  const cell = (index: number, read: (run: Run) => number) => {
    const values = Array.from({ length: rounds }, (_, round) => {
      const a = variant.rounds[round]!;
      const b = main.rounds[round]!;
      return index < 0
        ? a.reduce((sum, run) => sum + read(run), 0) - b.reduce((sum, run) => sum + read(run), 0)
        : read(a[index]!) - read(b[index]!);
    });
    const unit = (ms: number) => (Number.isNaN(ms) ? '–' : (ms / 1000).toFixed(2));
    return `${unit(median(values))} (${values.map(unit).join(', ')})`;
  };
  const line = (page: string, index: number) => [
    page,
    cell(index, (run) => run.fcpMs),
    cell(index, (run) => run.lcpMs),
    cell(index, (run) => run.hydratedMs),
  ];
  const body = [...paths.map((path, index) => line(`${index + 1}. ${path}`, index)), line('the whole visit (sum)', -1)];
  return renderTable(header, body, new Set([0, 1, 2, 3]));
}

/**
 * The tables of one throttling method, as the benchmark prints them under its header: every row's
 * medians, the same differences round by round, and with a visit (`visits` empty without one) its
 * table and each variant's difference to the first, the main export.
 */
export function methodTables(method: Throttling, rows: Row[], paired: PairedRow[], visits: VisitRows[], paths: string[]): string {
  const [main, ...variants] = visits;
  const visitPart = main
    ? [
        '',
        `A visit of ${paths.join(' then ')} in one tab, the first page cold, the rest with its cache (medians; "hydrated": React's first commit${method === 'simulate' ? ', unthrottled under simulation' : ''}):`,
        '',
        visitTable(visits, paths),
        ...variants.flatMap((variant) => [
          '',
          `${variant.name} − main, round by round:`,
          '',
          visitDifferenceTable(main, variant, paths),
        ]),
      ]
    : [];
  return [
    markdownTable(rows),
    '',
    'The same differences round by round (a page, its twin and the bare export run minutes apart in each round):',
    '',
    pairedTable(paired, TARGETS[method]),
    ...visitPart,
  ].join('\n');
}
