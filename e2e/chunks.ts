/**
 * `list` in runs of `size`: the templates a spec walks a few to a test, each a step, since a fresh
 * page per template costs more than its checks and a run of a few keeps the workers side by side
 * (decision 0150).
 */
export const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) => list.slice(index * size, index * size + size));
