import { describe, expect, it } from 'vitest';
import { buildDate } from './build-date';

describe('buildDate', () => {
  it("is today's UTC day unless BUILD_DATE fixes it", () => {
    expect(buildDate({}, () => new Date('2026-12-31T23:30:00-01:00'))).toBe('2027-01-01');
    expect(buildDate({ BUILD_DATE: '2027-03-01' })).toBe('2027-03-01');
  });

  it('refuses a BUILD_DATE that is not a day, naming it', () => {
    expect(() => buildDate({ BUILD_DATE: '2027-02-30' })).toThrow(
      'BUILD_DATE must be a day written YYYY-MM-DD (got "2027-02-30")',
    );
  });
});
