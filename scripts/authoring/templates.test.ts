import { describe, expect, it } from 'vitest';
import { collectEntries, type CollectOptions, type EntryFileText } from '@/lib/collection';
import { collections } from '@/lib/collections';
import { posts } from '@/lib/posts';
import { testimonials } from '@/lib/testimonials';
import { trips } from '@/lib/trips';
import { visas } from '@/lib/visas';
import { templateOf } from './new';
import { entrySlug } from './scaffold';

type Files = readonly EntryFileText[];

/** Each collection's scaffold (`npm run new -- <collection>`): what its draft must read as, whatever the title contains; none is a sample. */
const cases = [
  {
    name: 'posts, by the team, dated today',
    collection: 'posts',
    collect: (files: Files, options: CollectOptions): object[] => collectEntries(posts, files, options),
    title: 'Lagos: "Eko" & beyond',
    expected: { title: 'Lagos: "Eko" & beyond', slug: 'lagos-eko-beyond', author: 'Travel Orchard Team', date: '2026-11-28' },
  },
  {
    name: 'trips, priced for two months',
    collection: 'trips',
    collect: (files: Files, options: CollectOptions): object[] => collectEntries(trips, files, options),
    title: 'Marrakech: "Red City" & the Atlas',
    expected: {
      title: 'Marrakech: "Red City" & the Atlas',
      slug: 'marrakech-red-city-the-atlas',
      priceValidUntil: '2027-01-27',
      offer: { price: '₦1,500,000' },
      sample: false,
    },
  },
  {
    name: 'visas, to be checked again in 90 days',
    collection: 'visas',
    collect: (files: Files, options: CollectOptions): object[] => collectEntries(visas, files, options),
    title: 'Ghana: "visa on arrival" & e-visa',
    expected: { title: 'Ghana: "visa on arrival" & e-visa', checkAgainBy: '2027-02-26', rechecking: false, sample: false },
  },
  {
    name: 'testimonials, signed with the first name and city of the title',
    collection: 'testimonials',
    collect: (files: Files, options: CollectOptions): object[] => collectEntries(testimonials, files, options),
    title: 'Ngozi Okafor, Port Harcourt',
    expected: { title: 'Ngozi, Port Harcourt', consentDate: '2026-11-28', sample: false },
  },
];

it('has a case, and a template `npm run new` finds, for every collection of the list', () => {
  expect(cases.map((entry) => entry.collection).sort()).toEqual(Object.keys(collections).sort());
});

describe.each(cases)('the new entry scaffold of $name', ({ collection, collect, title, expected }) => {
  it('writes a draft that passes the schema, is no sample and is not published', async () => {
    const template = await templateOf(collection);
    const file = { fileName: `${entrySlug(title)}.md`, displayPath: 'new.md', source: template({ title, today: '2026-11-28' }) };
    const [entry] = collect([file], { includeDrafts: true, today: '2026-11-28' });
    expect(entry).toMatchObject({ ...expected, draft: true });
    expect(collect([file], { includeDrafts: false })).toEqual([]);
  });
});
