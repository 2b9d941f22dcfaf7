import { describe, expect, it } from 'vitest';
import { topics, type Topic } from '@/content/topics';
import { findTopic, postsOnTopic, topicsInUse } from './topics';

const post = (slug: string, ...tags: Topic[]) => ({ slug, tags });
const posts = [post('a', 'europe', 'visas'), post('b', 'africa'), post('c', 'europe'), post('d')];

describe('topics', () => {
  it('are kebab-case slugs, each once', () => {
    for (const topic of topics) expect(topic.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(topics.map((topic) => topic.slug)).size).toBe(topics.length);
  });

  it('finds an allowed topic by its slug, and nothing else', () => {
    expect(findTopic('europe')?.name).toBe('Europe');
    for (const slug of ['Europe', 'asia', 'toString']) expect(findTopic(slug), slug).toBeNull();
  });

  it('lists the posts on a topic in the order given', () => {
    expect(postsOnTopic(posts, 'europe').map((entry) => entry.slug)).toEqual(['a', 'c']);
    expect(postsOnTopic(posts, 'family')).toEqual([]);
  });

  it('counts the topics in use, in the order of content/topics.ts, leaving out empty ones', () => {
    expect(topicsInUse(posts).map(({ slug, count }) => [slug, count])).toEqual([
      ['visas', 1],
      ['europe', 2],
      ['africa', 1],
    ]);
    expect(topicsInUse([])).toEqual([]);
  });
});
