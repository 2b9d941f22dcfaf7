import { describe, expect, it } from 'vitest';
import { cpuSlowdown, parseVariants, parseVisit, throttlingMethods } from './options';

describe('throttlingMethods', () => {
  it('reads one method, or both in a fixed order', () => {
    expect(throttlingMethods('simulate')).toEqual(['simulate']);
    expect(throttlingMethods('devtools')).toEqual(['devtools']);
    expect(throttlingMethods('both')).toEqual(['simulate', 'devtools']);
  });
  it('refuses anything else', () => {
    expect(() => throttlingMethods('provided')).toThrow('--throttling takes simulate, devtools or both, not "provided"');
  });
});

describe('parseVariants', () => {
  it('reads NAME=DIR, the directory as written', () => {
    expect(parseVariants(['unparked=.bench/variants/unparked', 'inline-css=/tmp/a=b'])).toEqual([
      { name: 'unparked', dir: '.bench/variants/unparked' },
      { name: 'inline-css', dir: '/tmp/a=b' },
    ]);
    expect(parseVariants([])).toEqual([]);
  });
  it('refuses a value without a name or a directory, and a name given twice', () => {
    expect(() => parseVariants(['.bench/x'])).toThrow('--variant takes NAME=DIR');
    expect(() => parseVariants(['a b=x'])).toThrow('--variant takes NAME=DIR');
    expect(() => parseVariants(['a=x', 'a=y'])).toThrow('--variant a is named twice');
  });
});

describe('parseVisit', () => {
  it('reads the pages of a visit in order, or none', () => {
    expect(parseVisit('/, /contact/,/privacy/')).toEqual(['/', '/contact/', '/privacy/']);
    expect(parseVisit(undefined)).toEqual([]);
  });
  it('refuses a single page or anything but site paths', () => {
    expect(() => parseVisit('/')).toThrow('--visit takes two or more site paths');
    expect(() => parseVisit('/,contact')).toThrow('--visit takes two or more site paths');
  });
});

describe('cpuSlowdown', () => {
  it("reads a multiplier, and leaves Lighthouse's own when none is given", () => {
    expect(cpuSlowdown('8')).toBe(8);
    expect(cpuSlowdown('2.5')).toBe(2.5);
    expect(cpuSlowdown(undefined)).toBeUndefined();
  });
  it('refuses what is not a slowdown', () => {
    expect(() => cpuSlowdown('fast')).toThrow('--cpu-slowdown takes a number from 1 to 20, not "fast"');
    expect(() => cpuSlowdown('0.5')).toThrow(/from 1 to 20/);
  });
});
