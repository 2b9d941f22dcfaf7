import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectEntries, publishedEntries } from './collection';
import { testimonials, testimonialTrip } from './testimonials';
import { trips } from './trips';

const file = (frontmatter: string, body = 'They met us at the airport at two in the morning.') => ({
  fileName: 'ngozi.md',
  displayPath: 'content/testimonials/ngozi.md',
  source: `---\n${frontmatter}\n---\n\n${body}\n`,
});
const fields = 'name: Ngozi\ncity: Lagos\ntrip: zanzibar-beach-week\ndate: 2026-01-18\nconsentDate: 2026-01-25';
const collect = (source: ReturnType<typeof file>, today = '2026-11-28') =>
  collectEntries(testimonials, [source], { includeDrafts: false, today });
const problems = (source: ReturnType<typeof file>) => {
  try {
    collect(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
};

describe('the testimonials collection', () => {
  it('reads the client’s words, first name, city, trip, day and consent day', () => {
    expect(collect(file(fields))).toEqual([
      {
        slug: 'ngozi',
        title: 'Ngozi, Lagos',
        name: 'Ngozi',
        city: 'Lagos',
        trip: 'zanzibar-beach-week',
        date: '2026-01-18',
        consentDate: '2026-01-25',
        draft: false,
        sample: false,
        markdown: expect.stringContaining('two in the morning'),
      },
    ]);
  });

  it.each([
    ['no consent day', fields.replace(/\nconsentDate: .*/, ''), /consentDate.*is required: the day the client agreed/],
    ['a consent day before the words', fields.replace('2026-01-25', '2026-01-10'), /consentDate.*on or after "date"/],
    ['a full name', fields.replace('Ngozi', '"Ngozi Okafor"'), /name.*first name only/],
    ['no trip', fields.replace(/\ntrip: .*/, ''), /"trip" must name one of the trips/],
    ['a rating, which the site never shows', `${fields}\nrating: 5`, /rating/],
  ])('refuses %s, naming the file and the field', (_, frontmatter, message) => {
    const text = problems(file(frontmatter));
    expect(text).toContain('content/testimonials/ngozi.md');
    expect(text).toMatch(message);
  });

  it('refuses a testimonial without the client’s words', () => {
    expect(problems(file(fields, ''))).toMatch(/ngozi\.md: the testimonial has no text/);
  });

  it('publishes a testimonial from its consent day, not before', () => {
    expect(collect(file(fields), '2026-01-24')).toEqual([]);
    expect(collect(file(fields), '2026-01-25')).toHaveLength(1);
  });
});

describe('a testimonial’s trip', () => {
  const published = publishedEntries(trips);

  it('is a published trip, or the build stops with the file, the field and the trips there are', () => {
    const zanzibar = published.find((trip) => trip.slug === 'zanzibar-beach-week')!;
    expect(testimonialTrip({ slug: 'ngozi', trip: 'zanzibar-beach-week' }, published)).toBe(zanzibar);
    expect(() => testimonialTrip({ slug: 'ngozi', trip: 'zanzibar' }, published)).toThrow(
      /content\/testimonials\/ngozi\.md: "trip" names "zanzibar", which is not a published trip .*zanzibar-beach-week/,
    );
  });

  it('holds for every testimonial the site ships with, and every one is marked sample', () => {
    const shipped = publishedEntries(testimonials);
    expect(shipped.length).toBe(readdirSync('content/testimonials').length);
    for (const testimonial of shipped) {
      expect(() => testimonialTrip(testimonial, published)).not.toThrow();
      expect(testimonial.sample, testimonial.slug).toBe(true);
    }
  });
});
