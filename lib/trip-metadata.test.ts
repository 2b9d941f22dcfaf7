import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectEntries } from './collection';
import { breadcrumbsJsonLd } from './entry-metadata';
import { tripBreadcrumbs, tripJsonLd } from './trip-metadata';
import { trips } from './trips';

const file = {
  fileName: 'umrah-packages.md',
  displayPath: 'umrah-packages.md',
  source: readFileSync('content/trips/umrah-packages.md', 'utf8'),
};
const on = (today: string) => collectEntries(trips, [file], { includeDrafts: false, today })[0]!;

describe("a trip's structured data", () => {
  it('is a TouristTrip with its itinerary day by day and, while the price holds, an Offer', () => {
    const data = tripJsonLd(on('2026-11-28'));
    expect(data).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Umrah Packages from Lagos',
      itinerary: { '@type': 'ItemList', numberOfItems: 10 },
      offers: { '@type': 'Offer', price: '4950000', priceCurrency: 'NGN', validThrough: '2027-02-28' },
    });
    expect((data.itinerary as { itemListElement: unknown[] }).itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Day 1: Lagos to Madinah',
      description: expect.stringContaining('Murtala Muhammed'),
    });
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|review/i);
  });

  it('carries no offer once the price has expired', () => {
    expect(tripJsonLd(on('2027-03-01'))).not.toHaveProperty('offers');
  });

  it('has breadcrumbs from Home through Trips to the trip', () => {
    expect(breadcrumbsJsonLd(tripBreadcrumbs(on('2026-11-28'))).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: expect.stringMatching(/\/$/) },
      { '@type': 'ListItem', position: 2, name: 'Trips', item: expect.stringMatching(/\/trips\/$/) },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Umrah Packages from Lagos',
        item: expect.stringMatching(/\/trips\/umrah-packages\/$/),
      },
    ]);
  });
});
