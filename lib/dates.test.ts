import { describe, expect, it } from 'vitest';
import { formatDate, isIsoDate, toRfc822 } from './dates';

describe('isIsoDate', () => {
  it.each(['2024-01-15', '2024-02-29', '2000-02-29', '1999-12-31'])('accepts the real day %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '1900-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '15/01/2024',
    '2024-1-5',
    '2024-01-15T10:00:00Z',
    ' 2024-01-15',
    '',
  ])('rejects %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('formatDate', () => {
  it('formats in the requested locale without shifting the day', () => {
    expect(formatDate('2024-01-15', 'en-GB')).toBe('15 January 2024');
    expect(formatDate('2024-01-15', 'en-US')).toBe('January 15, 2024');
    expect(formatDate('2024-01-15', 'de-DE')).toBe('15. Januar 2024');
    expect(formatDate('2024-12-31', 'en-US')).toBe('December 31, 2024');
  });
});

describe('toRfc822', () => {
  it('gives the RSS date format at midnight UTC', () => {
    expect(toRfc822('2024-01-15')).toBe('Mon, 15 Jan 2024 00:00:00 GMT');
  });
});
