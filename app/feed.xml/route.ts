import { blog } from '@/content/blog';
import { site } from '@/content/site';
import { listPagePath, postPath } from '@/lib/blog-routes';
import { buildRssFeed } from '@/lib/feed';
import { getAllPosts } from '@/lib/posts';

// Rendered once at build time into out/feed.xml.
export const dynamic = 'force-static';

export function GET() {
  const xml = buildRssFeed(
    {
      title: blog.feedTitle,
      description: blog.description,
      language: site.language,
      siteUrl: site.url,
      blogPath: listPagePath(1),
      feedPath: blog.feedPath,
      postPath,
    },
    getAllPosts().slice(0, blog.feedItems),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
