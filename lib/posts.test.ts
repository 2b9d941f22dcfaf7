import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blog } from '@/content/blog';
import { markdownToHtml } from './markdown';
import { countWords } from './reading-time';
import { collectEntries, entryTree, readEntryFiles, type CollectOptions, type EntryFileText } from './collection';
import { getAllPosts, getPostBySlug, posts } from './posts';

const collectPosts = (files: readonly EntryFileText[], options: CollectOptions) => collectEntries(posts, files, options);
const slugsOf = (files: readonly EntryFileText[], options: CollectOptions) =>
  collectPosts(files, options).map((post) => post.slug);

function file(fileName: string, frontmatter: Record<string, string | boolean>, body = 'Body text.'): EntryFileText {
  const lines = Object.entries(frontmatter).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? JSON.stringify(value) : value}`,
  );
  return { fileName, displayPath: `content/posts/${fileName}`, source: `---\n${lines.join('\n')}\n---\n\n${body}\n` };
}

const base = { title: 'A post', author: 'Ada' };

describe('entryTree of a post', () => {
  it('is the tree the post was read from, once, and renders as its text does', async () => {
    const body = '## Day one\n\nWe walked **far** today, then rested.';
    const [post] = collectPosts([file('walk.md', { ...base, date: '2024-03-01' }, body)], { includeDrafts: false });
    expect(entryTree(post!)).toBe(entryTree(post!));
    expect(countWords(entryTree(post!))).toBe(8);
    expect(await markdownToHtml(entryTree(post!))).toBe(await markdownToHtml(body));
    // A post made elsewhere (a copy) has its text parsed on demand.
    const copy = { ...post!, markdown: 'Other words.' };
    expect(countWords(entryTree(copy))).toBe(2);
  });
});

describe('collectPosts', () => {
  it('sorts newest first by date, then by slug for posts of the same day', () => {
    const files = [
      file('b-same-day.md', { ...base, date: '2024-03-01' }),
      file('oldest.md', { ...base, date: '2023-12-31' }),
      file('newest.md', { ...base, date: '2024-11-05' }),
      file('a-same-day.md', { ...base, date: '2024-03-01' }),
      file('january.md', { ...base, date: '2024-01-15' }),
    ];
    expect(slugsOf(files, { includeDrafts: false })).toEqual(['newest', 'a-same-day', 'b-same-day', 'january', 'oldest']);
  });

  it('compares dates as dates, not by their text', () => {
    const files = [file('nine.md', { ...base, date: '0999-01-01' }), file('ten.md', { ...base, date: '1000-01-01' })];
    expect(slugsOf(files, { includeDrafts: false })).toEqual(['ten', 'nine']);
  });

  it('publishes a post dated later on its day, not before (the daily build, lib/build-date.ts)', () => {
    const files = [file('out-now.md', { ...base, date: '2026-11-28' }), file('coming.md', { ...base, date: '2026-12-01' })];
    expect(slugsOf(files, { includeDrafts: false, today: '2026-11-30' })).toEqual(['out-now']);
    expect(slugsOf(files, { includeDrafts: false, today: '2026-12-01' })).toEqual(['coming', 'out-now']);
    expect(slugsOf(files, { includeDrafts: true, today: '2026-11-30' })).toEqual(['coming', 'out-now']);
  });

  it("works out each post's reading time from its text, at the speed in content/blog.ts", () => {
    const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
    const [short, long] = collectPosts(
      [
        file('short.md', { ...base, date: '2024-01-02' }, 'A few words.'),
        file('long.md', { ...base, date: '2024-01-01' }, `**${words(1200)}**`),
      ],
      { includeDrafts: false },
    );
    expect([short?.readingMinutes, long?.readingMinutes]).toEqual([1, 1200 / blog.readingWordsPerMinute]);
  });

  it('still validates drafts, so a broken draft cannot hide until publication', () => {
    const files = [file('wip.md', { ...base, date: '2024-02-30', draft: true })];
    expect(() => collectPosts(files, { includeDrafts: false })).toThrow('content/posts/wip.md: "date" must be an ISO date');
  });
});

describe('the posts folder', () => {
  let directory: string;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'posts-'));
    vi.stubEnv('POSTS_DIR', directory);
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(directory, { recursive: true, force: true });
  });

  function write(name: string, source: string) {
    writeFileSync(join(directory, name), source);
  }

  it('is read from POSTS_DIR, ignoring dotfiles', () => {
    write('hello.md', file('hello.md', { ...base, date: '2024-01-01' }).source);
    write('.DS_Store', 'binary junk');
    expect(readEntryFiles(directory).map((entry) => entry.fileName)).toEqual(['hello.md']);
    expect(getAllPosts().map((post) => post.slug)).toEqual(['hello']);
  });

  it('shows drafts in development and hides them in production', () => {
    write('live.md', file('live.md', { ...base, date: '2024-01-01' }).source);
    write('wip.md', file('wip.md', { ...base, date: '2024-02-01', draft: true }).source);
    vi.stubEnv('NODE_ENV', 'development');
    expect(getAllPosts().map((post) => post.slug)).toEqual(['wip', 'live']);
    vi.stubEnv('NODE_ENV', 'production');
    expect(getAllPosts().map((post) => post.slug)).toEqual(['live']);
    expect(getPostBySlug('wip')).toBeNull();
  });

  it('means no posts when the folder does not exist', () => {
    vi.stubEnv('POSTS_DIR', join(directory, 'missing'));
    expect(getAllPosts()).toEqual([]);
  });

  it('refuses a file that is not a markdown post', () => {
    write('notes.txt', 'not a post');
    expect(() => getAllPosts()).toThrow('notes.txt: posts must be markdown files ending in .md');
  });

  it('names the file in errors relative to the project when it is inside it', () => {
    const inside = mkdtempSync(join(process.cwd(), '.posts-test-'));
    try {
      mkdirSync(join(inside, 'posts'));
      writeFileSync(join(inside, 'posts', 'bad.md'), '---\ntitle: T\n---\nBody');
      vi.stubEnv('POSTS_DIR', join(inside, 'posts'));
      expect(() => getAllPosts()).toThrow(/\n- \.posts-test-\w+\/posts\/bad\.md: "author" is required/);
      expect(() => getAllPosts()).not.toThrow(process.cwd());
    } finally {
      rmSync(inside, { recursive: true, force: true });
    }
  });
});
