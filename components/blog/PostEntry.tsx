import { AppLink } from '@/components/ui/AppLink';
import { postPath } from '@/lib/blog-routes';
import { localPhoto } from '@/lib/local-photos';
import { markdownToHtml } from '@/lib/markdown';
import { entryTree } from '@/lib/collection';
import type { Post } from '@/lib/posts';
import { PostFacts } from './PostFacts';
import { POST_COLUMN_SIZES, PostImage } from './PostImage';
import { PostMeta } from './PostMeta';
import { Prose } from './Prose';
import styles from './PostEntry.module.css';

type PostEntryProps = { post: Post; priorityImage?: boolean };

/** One post in the list: photo, linked title, author and date, reading time and topics, and the full rendered text (as the spec asks). */
export async function PostEntry({ post, priorityImage = false }: PostEntryProps) {
  // Post titles are <h2> here, so the post's own headings start at <h3>.
  const html = await markdownToHtml(entryTree(post), {
    topHeadingLevel: 3,
    photos: localPhoto,
    photoSizes: POST_COLUMN_SIZES,
  });
  const headingId = `post-${post.slug}`;
  return (
    <article className={styles.entry} aria-labelledby={headingId}>
      {post.image && post.imageAlt ? <PostImage src={post.image} alt={post.imageAlt} priority={priorityImage} /> : null}
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          <AppLink href={postPath(post.slug)}>{post.title}</AppLink>
        </h2>
        <PostMeta author={post.author} date={post.date} />
        <PostFacts readingMinutes={post.readingMinutes} tags={post.tags} />
      </header>
      <Prose html={html} />
    </article>
  );
}
