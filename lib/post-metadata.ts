import type { Metadata } from 'next';
import { blog } from '@/content/blog';
import { listPagePath, postPath } from './blog-routes';
import imageLoader from './image-loader';
import { pageMetadata } from './metadata';
import type { Post } from './post-schema';

/** Social cards want 1200x630; the CDN crops to it. */
const SHARE_IMAGE = { width: 1200, height: 630 };

function shareImageUrl(src: string): string {
  const url = new URL(imageLoader({ src, width: SHARE_IMAGE.width, quality: 80 }));
  url.searchParams.set('h', String(SHARE_IMAGE.height));
  return url.toString();
}

/** Title, description (the excerpt), canonical URL and an Open Graph article card for a post page. */
export function postMetadata(post: Post): Metadata {
  const base = pageMetadata({ title: post.title, description: post.excerpt, path: postPath(post.slug) });
  const images =
    post.image && post.imageAlt ? [{ url: shareImageUrl(post.image), ...SHARE_IMAGE, alt: post.imageAlt }] : undefined;
  return {
    ...base,
    authors: [{ name: post.author }],
    openGraph: { ...base.openGraph, type: 'article', publishedTime: post.date, authors: [post.author], images },
    twitter: { ...base.twitter, images },
  };
}

/** The list's metadata; later pages say which page they are so search results can tell them apart. */
export function blogListMetadata(page: number, pages: number): Metadata {
  const title = page === 1 ? blog.title : `${blog.title}: page ${page} of ${pages}`;
  return pageMetadata({ title, description: blog.description, path: listPagePath(page) });
}
