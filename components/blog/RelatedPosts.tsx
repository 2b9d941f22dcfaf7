import { AppLink } from '@/components/ui/AppLink';
import { blog } from '@/content/blog';
import { postPath } from '@/lib/blog-routes';
import type { Post } from '@/lib/posts';
import { fillCopy } from '@/lib/copy';
import styles from './RelatedPosts.module.css';

/** Up to three posts to read next (lib/related-posts.ts ranks them); nothing at all when there are none. */
export function RelatedPosts({ posts }: { posts: readonly Post[] }) {
  if (posts.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.title}>
        {blog.related.title}
      </h2>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post.slug} className={styles.card}>
            <h3 className={styles.postTitle}>
              <AppLink href={postPath(post.slug)}>{post.title}</AppLink>
            </h3>
            <p className={styles.excerpt}>{post.excerpt}</p>
            <p className={styles.reading}>{fillCopy(blog.readingTime, { minutes: post.readingMinutes })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
