/** The benchmark's command-line values, read into what it measures: pure functions, unit-tested. */
import { THROTTLING, type Throttling } from './types';

/** `--throttling simulate|devtools|both`: the methods each page is measured with, in turn. */
export function throttlingMethods(value: string): Throttling[] {
  if (value === 'both') return [...THROTTLING];
  const method = THROTTLING.find((known) => known === value);
  if (!method) throw new Error(`--throttling takes ${THROTTLING.join(', ')} or both, not "${value}"`);
  return [method];
}

/** `--cpu-slowdown N`: the CPU slowdown Lighthouse applies (its default is 4), to stand for a slower host. */
export function cpuSlowdown(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier < 1 || multiplier > 20)
    throw new Error(`--cpu-slowdown takes a number from 1 to 20, not "${value}"`);
  return multiplier;
}

export type Variant = { name: string; dir: string };

/** `--variant NAME=DIR`: another export of the site, measured beside the main one in every round. */
export function parseVariants(values: string[]): Variant[] {
  const variants = values.map((value) => {
    const [, name, dir] = /^([\w.-]+)=(.+)$/.exec(value) ?? [];
    if (!name || !dir) throw new Error(`--variant takes NAME=DIR (letters, digits, ".", "-", "_" in NAME), not "${value}"`);
    return { name, dir };
  });
  const names = variants.map((variant) => variant.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new Error(`--variant ${repeated} is named twice`);
  return variants;
}

/** `--visit /,/contact/,/privacy/`: the pages of one visit, in order; each a site path. */
export function parseVisit(value: string | undefined): string[] {
  if (value === undefined) return [];
  const paths = value.split(',').map((path) => path.trim());
  if (paths.length < 2 || paths.some((path) => !path.startsWith('/')))
    throw new Error(`--visit takes two or more site paths separated by commas (/,/contact/), not "${value}"`);
  return paths;
}
