import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogList } from '@/components/blog/BlogList';
import { PostArticle } from '@/components/blog/PostArticle';
import { JsonLd } from '@/components/seo/JsonLd';
import { blog } from '@/content/blog';
import { routeFromSegments, routeSegments, type BlogRoute } from '@/lib/blog-routes';
import { pageCount } from '@/lib/pagination';
import { blogListMetadata, postMetadata, postStructuredData } from '@/lib/post-metadata';
import { getAllPosts, getPostBySlug } from '@/lib/posts';

/**
 * Every blog page: the list at /blog/, its later pages at /blog/page/N/, and each post at
 * /blog/<slug>/. One optional catch-all because a static export fails on a dynamic route that
 * generates nothing (an empty blog, or one page of posts); /blog/ always exists, so this never does.
 */

export const dynamicParams = false;

// Spelled out rather than Next's generated PageProps, which only exists after a build has run.
type Props = { params: Promise<{ segments?: string[] }> };

function listPages(): number {
  return pageCount(getAllPosts().length, blog.postsPerPage);
}

export function generateStaticParams(): { segments: string[] }[] {
  const routes: BlogRoute[] = [
    ...Array.from({ length: listPages() }, (_, index): BlogRoute => ({ kind: 'list', page: index + 1 })),
    ...getAllPosts().map((post): BlogRoute => ({ kind: 'post', slug: post.slug })),
  ];
  return routes.map((route) => ({ segments: routeSegments(route) }));
}

async function resolve(params: Props['params']) {
  const route = routeFromSegments((await params).segments);
  if (route?.kind === 'list' && route.page <= listPages()) return route;
  if (route?.kind === 'post') {
    const post = getPostBySlug(route.slug);
    if (post) return { ...route, post };
  }
  notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await resolve(params);
  return route.kind === 'post' ? postMetadata(route.post) : blogListMetadata(route.page, listPages());
}

export default async function BlogPage({ params }: Props) {
  const route = await resolve(params);
  if (route.kind === 'list') return <BlogList posts={getAllPosts()} page={route.page} />;
  return (
    <>
      <JsonLd data={postStructuredData(route.post)} />
      <PostArticle post={route.post} />
    </>
  );
}
