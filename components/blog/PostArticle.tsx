import { AppLink } from '@/components/ui/AppLink';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import { PageHero } from '@/components/ui/PageHero';
import { blog } from '@/content/blog';
import { listPagePath } from '@/lib/blog-routes';
import { markdownToHtml } from '@/lib/markdown';
import type { Post } from '@/lib/posts';
import { PostImage } from './PostImage';
import { PostMeta } from './PostMeta';
import { Prose } from './Prose';
import styles from './PostArticle.module.css';

/** /blog/<slug>/: the post's title as the page heading, its photo, text, and the way back to the list. */
export async function PostArticle({ post }: { post: Post }) {
  const html = await markdownToHtml(post.markdown, { topHeadingLevel: 2 });
  return (
    <article>
      <PageHero title={post.title} subtitle={<PostMeta author={post.author} date={post.date} tone="onDark" />} />
      <Container>
        <div className={styles.column}>
          {post.image && post.imageAlt ? <PostImage src={post.image} alt={post.imageAlt} priority /> : null}
          <Prose html={html} />
          <p className={styles.back}>
            <AppLink href={listPagePath(1)}>
              <Icon name="arrowRight" size={18} className={styles.backIcon} />
              {blog.backToList}
            </AppLink>
          </p>
        </div>
      </Container>
    </article>
  );
}
