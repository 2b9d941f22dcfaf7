import { describe, expect, it } from 'vitest';
import type { Topic } from '@/content/topics';
import { relatedPosts } from './related-posts';

const post = (slug: string, ...tags: Topic[]) => ({ slug, tags });

// Newest first, as the loader returns them.
const posts = [
  post('newest-europe', 'europe'),
  post('newest-unrelated', 'africa'),
  post('europe-adventure', 'europe', 'adventure'),
  post('current', 'europe', 'adventure', 'family'),
  post('older-europe', 'europe'),
  post('oldest-all-three', 'europe', 'adventure', 'family'),
  post('untagged'),
];
const current = posts[3]!;
const slugs = (list: { slug: string }[]) => list.map((entry) => entry.slug);

describe('relatedPosts', () => {
  it('ranks by the number of shared topics, then by recency, up to three', () => {
    expect(slugs(relatedPosts(current, posts))).toEqual(['oldest-all-three', 'europe-adventure', 'newest-europe']);
  });

  it('keeps the newest first among posts sharing as many topics', () => {
    const related = slugs(relatedPosts(post('x', 'europe'), posts, 10));
    expect(related).toEqual(['newest-europe', 'europe-adventure', 'current', 'older-europe', 'oldest-all-three']);
  });

  it('never includes the post itself', () => {
    expect(relatedPosts(post('alone', 'visas'), [post('alone', 'visas')])).toEqual([]);
  });

  it('is empty when no other post shares a topic, or the post has none', () => {
    expect(relatedPosts(post('visa-post', 'visas'), posts)).toEqual([]);
    expect(relatedPosts(posts[6]!, posts)).toEqual([]);
  });

  it('returns fewer than three when fewer are related', () => {
    expect(slugs(relatedPosts(posts[1]!, [...posts, post('another-africa', 'africa')]))).toEqual(['another-africa']);
  });
});
