/**
 * The benchmark's shared types (and the lists they are read from): what one Lighthouse run yields,
 * how it was throttled, a view's figures and a flow's options. Every bench module imports them from
 * here, so no two modules import each other for a type (lighthouse.ts runs flow.ts and reads
 * views.ts; stats.ts, views.ts and flow.ts only need the shapes).
 */

export const RESOURCE_TYPES = ['Document', 'Script', 'Stylesheet', 'Font', 'Image', 'Fetch'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const THROTTLING = ['simulate', 'devtools'] as const;
export type Throttling = (typeof THROTTLING)[number];

export type Run = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  bytes: Record<ResourceType | 'Total', number>;
  protocols: string[];
  benchmarkIndex: number;
  /** When React first committed (scripts/bench/flow.ts marks it); NaN when the run did not record it. */
  hydratedMs: number;
  /** The figures of the views table (views.ts), read from the same report. */
  view: ViewFigures;
  /** The throttling the report was made with, as throttlingOf prints it. */
  throttlingApplied: string;
};

export type ViewFigures = {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The longest top-level main-thread task, in ms; 0 when none reached 50 ms. */
  longestTaskMs: number;
  /** Network requests finished before the first contentful paint, the document included. */
  requestsBeforeFcp: number;
};

export type FlowOptions = {
  urls: string[];
  chrome: string;
  chromeFlags: string[];
  throttling: Throttling;
  reportFile: string;
  cpuSlowdown?: number;
};
