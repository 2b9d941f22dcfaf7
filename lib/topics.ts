import { topics, type Topic, type TopicInfo } from '@/content/topics';

/** What topic pages and related posts need of a post. */
type Tagged = { tags: readonly Topic[] };

export type TopicWithCount = TopicInfo & { slug: Topic; count: number };

/** The allowed topic with this slug, or null (a URL segment, not yet trusted). */
export function findTopic(slug: string): (TopicInfo & { slug: Topic }) | null {
  return topics.find((topic) => topic.slug === slug) ?? null;
}

/** The posts on a topic, in the order given (the loader's: newest first). */
export function postsOnTopic<P extends Tagged>(posts: readonly P[], topic: Topic): P[] {
  return posts.filter((post) => post.tags.includes(topic));
}

/**
 * The topics that have at least one post, in the order of content/topics.ts, with their number
 * of posts. Only these get a page: a topic nobody has written about yet is no place to send a reader.
 */
export function topicsInUse(posts: readonly Tagged[]): TopicWithCount[] {
  return topics.map((topic) => ({ ...topic, count: postsOnTopic(posts, topic.slug).length })).filter((topic) => topic.count > 0);
}
