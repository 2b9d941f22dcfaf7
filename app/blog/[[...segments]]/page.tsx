import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogList } from '@/components/blog/BlogList';
import { BlogSearch } from '@/components/blog/BlogSearch';
import { PostArticle } from '@/components/blog/PostArticle';
import { TopicIndex } from '@/components/blog/TopicIndex';
import { TopicLead } from '@/components/blog/TopicLead';
import { JsonLd } from '@/components/seo/JsonLd';
import { blog } from '@/content/blog';
import { routeFromSegments, routeSegments, topicPagePath, type BlogRoute } from '@/lib/blog-routes';
import { pageCount } from '@/lib/pagination';
import { blogListMetadata, postMetadata, postStructuredData, topicMetadata, topicsIndexMetadata } from '@/lib/post-metadata';
import { getAllPosts, getPostBySlug } from '@/lib/posts';
import { relatedPosts } from '@/lib/related-posts';
import { tripsNamedBy } from '@/lib/trip-links';
import { getAllTrips } from '@/lib/trips';
import { findTopic, postsOnTopic, topicsInUse } from '@/lib/topics';

/**
 * Every blog page: the list at /blog/, its later pages at /blog/page/N/, each post at
 * /blog/<slug>/, the topics at /blog/topics/ and each topic's posts at /blog/topics/<topic>/
 * (paginated like the list). One optional catch-all because a static export fails on a dynamic
 * route that generates nothing (an empty blog, or one page of posts); /blog/ always exists, so
 * this never does.
 */

export const dynamicParams = false;

// Spelled out rather than Next's generated PageProps, which only exists after a build has run.
type Props = { params: Promise<{ segments?: string[] }> };

const pagesOf = (count: number) => pageCount(count, blog.postsPerPage);
const pageRange = (pages: number) => Array.from({ length: pages }, (_, index) => index + 1);

export function generateStaticParams(): { segments: string[] }[] {
  const posts = getAllPosts();
  const routes: BlogRoute[] = [
    ...pageRange(pagesOf(posts.length)).map((page): BlogRoute => ({ kind: 'list', page })),
    ...posts.map((post): BlogRoute => ({ kind: 'post', slug: post.slug })),
    { kind: 'topics' },
    ...topicsInUse(posts).flatMap((topic) =>
      pageRange(pagesOf(topic.count)).map((page): BlogRoute => ({ kind: 'topic', topic: topic.slug, page })),
    ),
  ];
  return routes.map((route) => ({ segments: routeSegments(route) }));
}

async function resolve(params: Props['params']) {
  const route = routeFromSegments((await params).segments);
  if (route?.kind === 'list' && route.page <= pagesOf(getAllPosts().length)) return route;
  if (route?.kind === 'topics') return route;
  if (route?.kind === 'post') {
    const post = getPostBySlug(route.slug);
    if (post) return { ...route, post };
  }
  if (route?.kind === 'topic') {
    const topic = findTopic(route.topic);
    const posts = topic ? postsOnTopic(getAllPosts(), topic.slug) : [];
    if (topic && posts.length > 0 && route.page <= pagesOf(posts.length)) return { ...route, info: topic, posts };
  }
  notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await resolve(params);
  if (route.kind === 'post') return postMetadata(route.post);
  if (route.kind === 'topics') return topicsIndexMetadata();
  if (route.kind === 'topic') return topicMetadata(route.info, route.page, pagesOf(route.posts.length));
  return blogListMetadata(route.page, pagesOf(getAllPosts().length));
}

export default async function BlogPage({ params }: Props) {
  const route = await resolve(params);
  if (route.kind === 'list') {
    const posts = getAllPosts();
    // Search sits on the list's first page, once there is something to find.
    const search =
      route.page === 1 && posts.length > 0 ? <BlogSearch topics={topicsInUse(posts).map((topic) => topic.slug)} /> : undefined;
    return <BlogList posts={posts} page={route.page} lead={search} />;
  }
  if (route.kind === 'topics') return <TopicIndex topics={topicsInUse(getAllPosts())} />;
  if (route.kind === 'topic') {
    const slug = route.info.slug;
    return (
      <BlogList
        posts={route.posts}
        page={route.page}
        title={route.info.name}
        subtitle={route.info.description}
        pagePath={(page) => topicPagePath(slug, page)}
        lead={<TopicLead topic={slug} />}
      />
    );
  }
  return (
    <>
      <JsonLd data={postStructuredData(route.post)} />
      <PostArticle
        post={route.post}
        related={relatedPosts(route.post, getAllPosts())}
        trips={tripsNamedBy(route.post, getAllTrips())}
      />
    </>
  );
}
