import { describe, expect, it } from 'vitest';
import { collectEntries } from '@/lib/collection';
import { trips } from '@/lib/trips';
import { postSlug } from './post-template';
import { tripTemplate } from './trip-template';

describe('new-trip scaffold', () => {
  it('writes a draft that passes the trip schema, whatever the title contains, priced for two months', () => {
    const title = 'Marrakech: "Red City" & the Atlas';
    const file = {
      fileName: `${postSlug(title)}.md`,
      displayPath: 'new.md',
      source: tripTemplate({ title, today: '2026-11-28' }),
    };
    const [trip] = collectEntries(trips, [file], { includeDrafts: true, today: '2026-11-28' });
    expect(trip).toMatchObject({
      title,
      slug: 'marrakech-red-city-the-atlas',
      draft: true,
      sample: false,
      priceValidUntil: '2027-01-27',
    });
    expect(trip?.offer?.price).toBe('₦1,500,000');
    expect(collectEntries(trips, [file], { includeDrafts: false })).toEqual([]);
  });
});
