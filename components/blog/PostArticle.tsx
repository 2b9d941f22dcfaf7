import { AppLink } from '@/components/ui/AppLink';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import { PageHero } from '@/components/ui/PageHero';
import { TripGrid } from '@/components/trips/TripGrid';
import { blog } from '@/content/blog';
import { listPagePath, postPath } from '@/lib/blog-routes';
import { localPhoto } from '@/lib/local-photos';
import { markdownToHtml } from '@/lib/markdown';
import { absoluteUrl } from '@/lib/metadata';
import { postTree, type Post } from '@/lib/posts';
import type { Trip } from '@/lib/trips';
import { PlanTrip } from './PlanTrip';
import { PostFacts } from './PostFacts';
import { POST_COLUMN_SIZES, PostImage } from './PostImage';
import { PostMeta } from './PostMeta';
import { Prose } from './Prose';
import { RelatedPosts } from './RelatedPosts';
import { ShareLinks } from './ShareLinks';
import styles from './PostArticle.module.css';

type PostArticleProps = {
  post: Post;
  /** Posts to read next (lib/related-posts.ts); none shows no section. */
  related: readonly Post[];
  /** The trips the post names in its frontmatter (lib/trip-links.ts); none shows no section. */
  trips?: readonly Trip[];
};

/**
 * /blog/<slug>/: the post's title as the page heading, its reading time and topics, photo and
 * text; then sharing, the call to plan a trip like it, related posts and the way back to the list.
 */
export async function PostArticle({ post, related, trips = [] }: PostArticleProps) {
  const html = await markdownToHtml(postTree(post), {
    topHeadingLevel: 2,
    photos: localPhoto,
    photoSizes: POST_COLUMN_SIZES,
  });
  return (
    <>
      {/* The search index (scripts/build/search-index.ts) holds this article only, and within it the
          title, text and topics: the byline, reading time and share links are ignored. */}
      <article data-pagefind-body="" data-pagefind-meta={`date:${post.date}`}>
        <PageHero
          title={post.title}
          subtitle={
            <span data-pagefind-ignore="all">
              <PostMeta author={post.author} date={post.date} tone="onDark" />
            </span>
          }
        />
        <Container>
          <div className={styles.column}>
            <PostFacts readingMinutes={post.readingMinutes} tags={post.tags} />
            {post.image && post.imageAlt ? <PostImage src={post.image} alt={post.imageAlt} priority /> : null}
            <Prose html={html} />
            <div data-pagefind-ignore="all">
              <ShareLinks url={absoluteUrl(postPath(post.slug))} title={post.title} />
            </div>
          </div>
        </Container>
      </article>
      <Container>
        <div className={styles.after}>
          {trips.length > 0 ? (
            <section aria-labelledby="post-trips-title">
              <h2 id="post-trips-title" className={styles.tripsTitle}>
                {blog.trips.title}
              </h2>
              <TripGrid trips={trips} headingLevel={3} aria-labelledby="post-trips-title" />
            </section>
          ) : null}
          <PlanTrip post={post} />
          <RelatedPosts posts={related} />
          <p className={styles.back}>
            <AppLink href={listPagePath(1)}>
              <Icon name="arrowRight" size={18} className={styles.backIcon} />
              {blog.backToList}
            </AppLink>
          </p>
        </div>
      </Container>
    </>
  );
}
