import type { Topic } from '@/content/topics';

/** What the ranking needs of a post. */
type Rankable = { slug: string; tags: readonly Topic[] };

/**
 * Up to `limit` posts to read next: those sharing the most topics with `post` first, then the
 * newest. `posts` must already be newest first (as the loader returns them), so the stable sort
 * keeps recency among equals. A post sharing no topic is not related: none is better than a
 * random one. The post itself is never included.
 */
export function relatedPosts<P extends Rankable>(post: Rankable, posts: readonly P[], limit = 3): P[] {
  const topics = new Set(post.tags);
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => topics.has(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, limit)
    .map(({ other }) => other);
}
