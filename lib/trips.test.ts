import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectEntries } from './collection';
import { trips } from './trips';

const ZANZIBAR = readFileSync('content/trips/zanzibar-beach-week.md', 'utf8');

function tripFile(fileName: string, source: string) {
  return { fileName, displayPath: `content/trips/${fileName}`, source };
}

/** The Zanzibar file with its frontmatter line `field: …` replaced (or removed when `line` is empty). */
function withLine(field: string, line: string): string {
  const pattern = new RegExp(`^${field}:.*(\\n  .*)*$`, 'm');
  expect(ZANZIBAR).toMatch(pattern);
  return ZANZIBAR.replace(pattern, line);
}

const collect = (source: string, today = '2026-11-28') =>
  collectEntries(trips, [tripFile('zanzibar-beach-week.md', source)], { includeDrafts: false, today });

describe('the trips collection', () => {
  it('reads a trip with its price, departures still ahead and duration in words', () => {
    const [trip] = collect(ZANZIBAR, '2026-12-15');
    expect(trip).toMatchObject({
      slug: 'zanzibar-beach-week',
      title: 'Zanzibar Beach Week',
      destination: { place: 'Zanzibar', country: 'Tanzania' },
      service: 'leisure-family-travel',
      offer: { amount: 2450000, currency: 'NGN', price: '₦2,450,000', validUntil: '2027-01-31' },
      upcomingDepartures: ['2026-12-19', '2027-01-16'],
      durationText: '7 days, 6 nights',
      sample: true,
    });
    expect(trip?.itinerary[0]).toEqual({ title: 'Lagos to Stone Town', text: expect.stringContaining('Addis Ababa') });
  });

  it('has a price through its valid-until day and none after it', () => {
    expect(collect(ZANZIBAR, '2027-01-31')[0]?.offer?.price).toBe('₦2,450,000');
    expect(collect(ZANZIBAR, '2027-02-01')[0]?.offer).toBeNull();
  });

  it('prices in NGN when the currency is left out', () => {
    const [trip] = collect(withLine('price', 'price:\n  amount: 900000'));
    expect(trip?.offer?.price).toBe('₦900,000');
  });

  it('refuses the slugs of the list filter pages and drops drafts', () => {
    expect(() => collectEntries(trips, [tripFile('services.md', ZANZIBAR)], { includeDrafts: false })).toThrow(
      '"services" is used by the site\'s own pages',
    );
    expect(collect(withLine('sample', 'draft: true'))).toEqual([]);
  });

  it('lists trips with a price first, then by the next departure', () => {
    const retitled = (title: string) => ZANZIBAR.replace('title: Zanzibar Beach Week', `title: ${title}`);
    const later = retitled('Later').replace(/departures: .*/, 'departures: [2027-06-01]');
    const expired = retitled('Expired').replace(/priceValidUntil: .*/, 'priceValidUntil: 2026-01-01');
    const list = collectEntries(trips, [tripFile('c.md', expired), tripFile('b.md', later), tripFile('a.md', ZANZIBAR)], {
      includeDrafts: false,
      today: '2026-11-28',
    });
    expect(list.map((trip) => trip.title)).toEqual(['Zanzibar Beach Week', 'Later', 'Expired']);
  });
});
