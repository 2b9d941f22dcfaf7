import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { collectEntries, readEntryFiles, type CollectOptions, type EntryFileText } from '@/lib/collection';
import { posts } from '@/lib/posts';
import { syntheticSlug, writeSyntheticPosts } from './synthetic-posts';
import { tempExport } from '../test/temp-export';

const collectPosts = (files: readonly EntryFileText[], options: CollectOptions) => collectEntries(posts, files, options);

describe('synthetic posts', () => {
  const directory = tempExport({}, 'synthetic-');
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('are valid posts, newest last-numbered, with drafts left out of production', () => {
    writeSyntheticPosts(directory, 12, { drafts: 2 });
    const files = readEntryFiles(directory);
    expect(files).toHaveLength(14);
    const published = collectPosts(files, { includeDrafts: false });
    expect(published).toHaveLength(12);
    expect(published[0]?.slug).toBe(syntheticSlug(12));
    expect(published.at(-1)?.slug).toBe(syntheticSlug(1));
    expect(collectPosts(files, { includeDrafts: true })[0]?.slug).toBe(syntheticSlug(14));
  });
});
