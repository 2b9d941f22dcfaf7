import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ContentValidationError,
  isoDate,
  parseEntryFile,
  photoAltMissing,
  photoFields,
  photoHasAlt,
  slugFromFileName,
  textList,
} from './content-entry';

const schema = z
  .strictObject({ title: z.string(), day: isoDate('day: 2026-12-01'), lines: textList('lines: [a]', { min: 1 }), ...photoFields })
  .refine(photoHasAlt, photoAltMissing);
const read = (frontmatter: string, body = 'Text.') =>
  parseEntryFile(`---\n${frontmatter}\n---\n\n${body}\n`, 'content/things/x.md', schema, {
    required: 'title, day',
    noun: 'thing',
  });
const problems = (frontmatter: string, body?: string) => {
  try {
    read(frontmatter, body);
    return [];
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    return error.problems;
  }
};

describe("one collection's file", () => {
  it('keeps a day as the text written, and reads a list of lines', () => {
    expect(read('title: T\nday: 2026-12-01\nlines: [one, "two: with a colon"]').data).toEqual({
      title: 'T',
      day: '2026-12-01',
      lines: ['one', 'two: with a colon'],
    });
  });

  it('names the file, the field and the reason for each problem, all at once, in the collection’s words', () => {
    const found = problems('title: T\nday: 2026-02-30\nlines: [a: b]\nimage: https://images.unsplash.com/photo-1\nextra: 1', '');
    expect(found).toEqual([
      'content/things/x.md: "day" must be an ISO date YYYY-MM-DD (got "2026-02-30")',
      'content/things/x.md: "lines.0" must be text (a line holding ": " goes in quotes)',
      'content/things/x.md: unknown field "extra" (allowed fields: title, day, lines, image, imageAlt)',
      'content/things/x.md: the thing has no text after the frontmatter',
    ]);
    expect(problems('title: T\nday: 2026-12-01\nlines: []')).toEqual([
      'content/things/x.md: "lines" must list at least 1, e.g. lines: [a]',
    ]);
    expect(problems('title: T\nday: 2026-12-01\nlines: [a]\nimage: https://images.unsplash.com/photo-1')).toEqual([
      'content/things/x.md: "imageAlt" is required when "image" is set: describe the photo for readers who cannot see it',
    ]);
  });

  it('takes its slug from the file name, refusing the names the collection’s pages use', () => {
    expect(slugFromFileName('zanzibar-week.md', 'x')).toBe('zanzibar-week');
    expect(() => slugFromFileName('services.md', 'content/trips/services.md', { noun: 'trips', reserved: ['services'] })).toThrow(
      'content/trips/services.md: "services" is used by the site\'s own pages',
    );
    expect(() => slugFromFileName('notes.txt', 'content/trips/notes.txt', { noun: 'trips' })).toThrow(
      'trips must be markdown files',
    );
  });
});
