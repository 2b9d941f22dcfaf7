import { describe, expect, it } from 'vitest';
import { collectEntries, type CollectOptions, type EntryFileText } from '@/lib/collection';
import { testimonials } from '@/lib/testimonials';
import { trips } from '@/lib/trips';
import { visas } from '@/lib/visas';
import { postSlug } from './post-template';
import { template as testimonialsTemplate } from './testimonials-template';
import { template as tripsTemplate } from './trips-template';
import { template as visasTemplate } from './visas-template';

type Files = readonly EntryFileText[];

/** Each collection's scaffold (`npm run new -- <collection>`): what its draft must read as, whatever the title contains. */
describe.each([
  {
    name: 'trips, priced for two months',
    collect: (files: Files, options: CollectOptions): object[] => collectEntries(trips, files, options),
    template: tripsTemplate,
    title: 'Marrakech: "Red City" & the Atlas',
    expected: {
      title: 'Marrakech: "Red City" & the Atlas',
      slug: 'marrakech-red-city-the-atlas',
      priceValidUntil: '2027-01-27',
      offer: { price: '₦1,500,000' },
    },
  },
  {
    name: 'visas, to be checked again in 90 days',
    collect: (files: Files, options: CollectOptions): object[] => collectEntries(visas, files, options),
    template: visasTemplate,
    title: 'Ghana: "visa on arrival" & e-visa',
    expected: { title: 'Ghana: "visa on arrival" & e-visa', checkAgainBy: '2027-02-26', rechecking: false },
  },
  {
    name: 'testimonials, signed with the first name and city of the title',
    collect: (files: Files, options: CollectOptions): object[] => collectEntries(testimonials, files, options),
    template: testimonialsTemplate,
    title: 'Ngozi Okafor, Port Harcourt',
    expected: { title: 'Ngozi, Port Harcourt', consentDate: '2026-11-28' },
  },
])('the new entry scaffold of $name', ({ collect, template, title, expected }) => {
  it('writes a draft that passes the schema, is no sample and is not published', () => {
    const file = { fileName: `${postSlug(title)}.md`, displayPath: 'new.md', source: template({ title, today: '2026-11-28' }) };
    const [entry] = collect([file], { includeDrafts: true, today: '2026-11-28' });
    expect(entry).toMatchObject({ ...expected, draft: true, sample: false });
    expect(collect([file], { includeDrafts: false })).toEqual([]);
  });
});
