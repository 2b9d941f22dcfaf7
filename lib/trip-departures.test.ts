import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectEntries } from './collection';
import { daysBefore, openDepartures } from './trip-departures';
import { trips } from './trips';

describe('departures that close themselves', () => {
  it('counts days back on the calendar, across months and years', () => {
    expect(daysBefore('2027-01-08', 42)).toBe('2026-11-27');
    expect(daysBefore('2027-03-01', 1)).toBe('2027-02-28');
    expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29');
  });

  // The Umrah departure of 8 January 2027, balance six weeks before: due 27 November 2026.
  const umrah = ['2027-01-22', '2027-01-08'];

  it('offers a departure up to the day its balance falls due, and not the day after', () => {
    expect(openDepartures(umrah, 42, '2026-11-26')).toEqual(['2027-01-08', '2027-01-22']);
    expect(openDepartures(umrah, 42, '2026-11-27')).toEqual(['2027-01-08', '2027-01-22']);
    expect(openDepartures(umrah, 42, '2026-11-28')).toEqual(['2027-01-22']);
    expect(openDepartures(umrah, 42, '2026-12-11')).toEqual(['2027-01-22']);
    expect(openDepartures(umrah, 42, '2026-12-12')).toEqual([]);
  });

  it('without a balance rule, offers a departure through its own day', () => {
    expect(openDepartures(umrah, undefined, '2027-01-08')).toEqual(['2027-01-08', '2027-01-22']);
    expect(openDepartures(umrah, undefined, '2027-01-09')).toEqual(['2027-01-22']);
  });
});

describe("the Umrah file's own departures, on the daily build", () => {
  const source = readFileSync('content/trips/umrah-packages.md', 'utf8');
  const build = (today: string) =>
    collectEntries(trips, [{ fileName: 'umrah-packages.md', displayPath: 'content/trips/umrah-packages.md', source }], {
      includeDrafts: false,
      today,
    })[0];

  it('still offers 8 January 2027 on 27 November 2026, the day its balance falls due, and not on the build of the day after', () => {
    expect(build('2026-11-27')?.upcomingDepartures).toContain('2027-01-08');
    expect(build('2026-11-28')?.upcomingDepartures).not.toContain('2027-01-08');
    expect(build('2026-11-28')?.upcomingDepartures).toContain('2027-01-22');
  });
});
