import { blog } from '@/content/blog';
import { site } from '@/content/site';
import { topics } from '@/content/topics';
import { postPath, topicFeedPath, topicPagePath, topicsPath } from '@/lib/blog-routes';
import { buildRssFeed } from '@/lib/feed';
import { getAllPosts } from '@/lib/posts';
import { fillCopy } from '@/lib/copy';
import { findTopic, postsOnTopic } from '@/lib/topics';

// Rendered once at build time into out/blog/topics/<topic>/feed.xml.
export const dynamic = 'force-static';
export const dynamicParams = false;

/**
 * A feed per allowed topic, even one without posts yet: the set is fixed in content/topics.ts,
 * so a reader can subscribe before the first post, and the route never has nothing to generate.
 */
export function generateStaticParams(): { topic: string }[] {
  return topics.map((topic) => ({ topic: topic.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ topic: string }> }) {
  const topic = findTopic((await params).topic);
  if (!topic) return new Response('Not found', { status: 404 });
  const posts = postsOnTopic(getAllPosts(), topic.slug);
  const xml = buildRssFeed(
    {
      title: fillCopy(blog.topics.feedTitle, { topic: topic.name }),
      description: topic.description,
      language: site.language,
      siteUrl: site.url,
      // A topic without posts has no page yet; its feed points at the topics instead.
      blogPath: posts.length > 0 ? topicPagePath(topic.slug) : topicsPath(),
      feedPath: topicFeedPath(topic.slug),
      postPath,
    },
    posts.slice(0, blog.feedItems),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
