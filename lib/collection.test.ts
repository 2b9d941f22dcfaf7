import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { collectEntries, defineCollection, entryTree, getCollection, getEntry, publishedEntries, reference } from './collection';
import { draftField, isoDate, requiredText } from './content-entry';

/** A collection of the mechanism's own, so what is tested here is the mechanism, not posts or trips. */
const notes = defineCollection({
  name: 'notes',
  noun: 'note',
  folder: 'content/notes',
  schema: z.strictObject({ title: requiredText('title: "A note"'), day: isoDate('day: 2026-01-01'), draft: draftField }),
  reservedSlugs: ['archive'],
  entry: (data, { slug, markdown }) => ({ ...data, slug, markdown }),
  compare: (a, b) => a.day.localeCompare(b.day),
  isPublished: (note, today) => note.day <= today,
});

const file = (name: string, frontmatter: string, body = 'Text.') => ({
  fileName: name,
  displayPath: `content/notes/${name}`,
  source: `---\n${frontmatter}\n---\n\n${body}\n`,
});

afterEach(() => vi.unstubAllEnvs());

describe('a content collection', () => {
  it('validates, sorts, drops drafts and entries not yet due, and keeps each entry’s parsed text', () => {
    const files = [
      file('b.md', 'title: B\nday: 2026-03-01'),
      file('a.md', 'title: A\nday: 2026-01-01', '**Bold** words.'),
      file('wip.md', 'title: W\nday: 2026-01-02\ndraft: true'),
      file('later.md', 'title: L\nday: 2026-12-01'),
    ];
    const collect = (includeDrafts: boolean) => collectEntries(notes, files, { includeDrafts, today: '2026-06-01' });
    const published = collect(false);
    expect(published.map((note) => note.slug)).toEqual(['a', 'b']);
    expect(entryTree(published[0]!).children[0]?.type).toBe('paragraph');
    expect(collect(true).map((note) => note.slug)).toEqual(['a', 'wip', 'b', 'later']);
  });

  it('reports every problem of every file together, under the collection’s name, naming both files of a slug', () => {
    const files = [
      file('a.md', 'day: 2026-01-01'),
      file('archive.md', 'title: X\nday: 2026-01-01'),
      file('a.markdown', 'title: A\nday: 2026-01-01'),
    ];
    expect(() => collectEntries(notes, files, { includeDrafts: false })).toThrow(
      /^3 problems in notes:\n- content\/notes\/a.md: "title" is required.*\n- content\/notes\/archive.md: "archive" is used.*\n- content\/notes\/a.markdown: duplicate slug "a", also used by content\/notes\/a.md/,
    );
  });

  it('reads its folder, or the one its variable names, once per build and day in production', () => {
    const directory = mkdtempSync(join(tmpdir(), 'notes-'));
    try {
      vi.stubEnv('NOTES_DIR', directory);
      vi.stubEnv('NODE_ENV', 'production');
      vi.stubEnv('BUILD_DATE', '2026-06-01');
      writeFileSync(join(directory, 'a.md'), file('a.md', 'title: A\nday: 2026-01-01').source);
      const first = getCollection(notes);
      expect(first.map((note) => note.title)).toEqual(['A']);
      expect(getCollection(notes)).toBe(first);
      expect(getEntry(notes, 'a')?.title).toBe('A');
      expect(getEntry(notes, 'missing')).toBeNull();
      // What a build publishes, from a script that is not a production process.
      vi.stubEnv('NODE_ENV', 'development');
      writeFileSync(join(directory, 'wip.md'), file('wip.md', 'title: W\nday: 2026-01-02\ndraft: true').source);
      expect(publishedEntries(notes).map((note) => note.slug)).toEqual(['a']);
      vi.stubEnv('NODE_ENV', 'production');
      vi.stubEnv('BUILD_DATE', '2026-06-02');
      expect(getCollection(notes)).not.toBe(first);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('requires what the schema requires, and names its folder variable after itself', () => {
    expect(notes.requiredFields).toEqual(['title', 'day']);
    expect(notes.folderEnv).toBe('NOTES_DIR');
  });
});

describe('references between collections', () => {
  /** Entries of the notes collection naming notes, one or a list: the mechanism, not posts or trips. */
  const links = defineCollection({
    name: 'links',
    noun: 'link',
    folder: 'content/links',
    schema: z.strictObject({
      title: requiredText('title: "A link"'),
      note: reference(notes).optional(),
      more: z.array(reference(notes)).default([]),
      draft: draftField,
    }),
    entry: (data, { slug, markdown }) => ({ ...data, slug, markdown }),
    compare: (a, b) => a.slug.localeCompare(b.slug),
  });
  const link = (name: string, frontmatter: string) => ({ ...file(name, frontmatter), displayPath: `content/links/${name}` });
  const there = [
    { slug: 'alpha', title: 'Alpha', draft: false, markdown: '' },
    { slug: 'beta', title: 'Beta', draft: false, markdown: '' },
  ];

  it('knows which fields are references and to what', () => {
    expect(Object.keys(links.references)).toEqual(['note', 'more']);
    expect(links.references.note).toBe(notes);
  });

  it('accepts names of entries that exist', () => {
    const loaded = collectEntries(links, [link('a.md', 'title: A\nnote: alpha\nmore: [alpha, beta]')], {
      includeDrafts: false,
      entriesOf: () => there,
    });
    expect(loaded[0]).toMatchObject({ note: 'alpha', more: ['alpha', 'beta'] });
  });

  it('stops the load at a wrong name, with the file, the field and the names that exist', () => {
    const files = [link('a.md', 'title: A\nnote: gamma'), link('b.md', 'title: B\nmore: [beta, delta]')];
    expect(() => collectEntries(links, files, { includeDrafts: false, entriesOf: () => there })).toThrow(
      '2 problems in links:\n' +
        '- content/links/a.md: "note" names "gamma", which is not a published note in content/notes/ (notes: alpha, beta)\n' +
        '- content/links/b.md: "more" names "delta", which is not a published note in content/notes/ (notes: alpha, beta)',
    );
  });
});
