import { describe, expect, it } from 'vitest';
import { slugify } from '@/lib/slug';
import { localIsoDate } from './dates';
import { entrySlug } from './scaffold';

describe('new-post scaffold', () => {
  it.each(['Hiking in the Alps', 'A Weekend in Accra: 48 Hours!', 'Visa tips for 2025 (Schengen & UK)', '  --Spaces--  '])(
    'names the file by the site slug rule: %j',
    (title) => {
      expect(entrySlug(title)).toBe(slugify(title));
    },
  );

  it('folds accents instead of dropping letters', () => {
    expect(entrySlug('Café culture in Zürich')).toBe('cafe-culture-in-zurich');
  });

  it('gives an empty slug for a title without letters or digits', () => {
    expect(entrySlug('!!!')).toBe('');
  });

  it("dates the post by the editor's calendar day", () => {
    expect(localIsoDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });
});
