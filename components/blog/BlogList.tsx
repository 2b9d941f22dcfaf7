import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { blog } from '@/content/blog';
import { listPagePath } from '@/lib/blog-routes';
import { pageCount, pageItems } from '@/lib/pagination';
import type { Post } from '@/lib/posts';
import { Pagination } from './Pagination';
import { PostEntry } from './PostEntry';
import styles from './BlogList.module.css';

type BlogListProps = {
  posts: readonly Post[];
  page: number;
  /** The hero; the blog's own by default, a topic's name and description on its pages. */
  title?: string;
  subtitle?: string;
  /** The address of list page n (a topic page passes its own). */
  pagePath?: (page: number) => string;
  /** Shown above the posts (a topic page's links to all topics and its feed). */
  lead?: ReactNode;
};

/**
 * /blog/ and /blog/page/N/, and a topic's pages: the hero, one page of posts (newest first) and
 * the links between pages.
 */
export function BlogList({
  posts,
  page,
  title = blog.title,
  subtitle = blog.subtitle,
  pagePath = listPagePath,
  lead,
}: BlogListProps) {
  const total = pageCount(posts.length, blog.postsPerPage);
  const shown = pageItems(posts, page, blog.postsPerPage);
  return (
    <>
      <PageHero title={title} subtitle={subtitle} />
      <Container>
        <div className={styles.column}>
          {lead}
          {shown.length === 0 ? (
            <p className={styles.empty}>{blog.emptyMessage}</p>
          ) : (
            <div className={styles.posts}>
              {shown.map((post, index) => (
                <PostEntry key={post.slug} post={post} priorityImage={index === 0} />
              ))}
            </div>
          )}
          <Pagination current={page} total={total} pagePath={pagePath} />
        </div>
      </Container>
    </>
  );
}
