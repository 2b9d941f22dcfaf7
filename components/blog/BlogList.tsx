import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { blog } from '@/content/blog';
import { pageCount, pageItems } from '@/lib/pagination';
import type { Post } from '@/lib/posts';
import { Pagination } from './Pagination';
import { PostEntry } from './PostEntry';
import styles from './BlogList.module.css';

type BlogListProps = { posts: readonly Post[]; page: number };

/** /blog/ and /blog/page/N/: the hero, one page of posts (newest first) and the links between pages. */
export function BlogList({ posts, page }: BlogListProps) {
  const total = pageCount(posts.length, blog.postsPerPage);
  const shown = pageItems(posts, page, blog.postsPerPage);
  return (
    <>
      <PageHero title={blog.title} subtitle={blog.subtitle} />
      <Container>
        <div className={styles.column}>
          {shown.length === 0 ? (
            <p className={styles.empty}>{blog.emptyMessage}</p>
          ) : (
            <div className={styles.posts}>
              {shown.map((post, index) => (
                <PostEntry key={post.slug} post={post} priorityImage={index === 0} />
              ))}
            </div>
          )}
          <Pagination current={page} total={total} />
        </div>
      </Container>
    </>
  );
}
