import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectEntries } from './collection';
import { trips } from './trips';

const ZANZIBAR = readFileSync('content/trips/zanzibar-beach-week.md', 'utf8');

/** The Zanzibar file with its frontmatter line `field: …` replaced (or removed when `line` is empty). */
function withLine(field: string, line: string): string {
  const pattern = new RegExp(`^${field}:.*(\\n  .*)*$`, 'm');
  expect(ZANZIBAR).toMatch(pattern);
  return ZANZIBAR.replace(pattern, line);
}

const collect = (source: string) =>
  collectEntries(trips, [{ fileName: 'zanzibar-beach-week.md', displayPath: 'content/trips/zanzibar-beach-week.md', source }], {
    includeDrafts: false,
    today: '2026-11-28',
  });

describe('the trip schema: a malformed trip names the file, the field and the reason', () => {
  it.each([
    ['service', 'service: beach-holidays', '"service" must be one of the services: corporate-travel-management'],
    ['price', 'price:\n  amount: 1,850,000', '"price.amount" must be a number of units of the currency'],
    ['price', 'price:\n  amount: 2400\n  currency: CAD', '"price.currency" must be one of NGN, USD, GBP, EUR'],
    ['priceValidUntil', 'priceValidUntil: 31/01/2027', '"priceValidUntil" must be an ISO date YYYY-MM-DD'],
    ['priceValidUntil', '', '"priceValidUntil" is required, e.g. priceValidUntil: 2026-12-15'],
    ['duration', 'duration:\n  days: 3\n  nights: 2', '"itinerary" has more days than the trip lasts ("duration.days")'],
    ['duration', 'duration:\n  days: 7\n  nights: 8', '"duration.nights" must not be more than the days'],
    ['itinerary', 'itinerary:\n  - title: Arrival', '"itinerary.0.text" is required'],
    ['image', 'image: https://example.com/zanzibar.jpg', '"image" must be a photo on an allowed image host'],
    ['destination', 'destination: Zanzibar', '"destination" is required, with a place and a country'],
  ])('a malformed %s fails naming the file, the field and the reason', (field, line, reason) => {
    expect(() => collect(withLine(field, line))).toThrow(`content/trips/zanzibar-beach-week.md: ${reason}`);
  });
});
