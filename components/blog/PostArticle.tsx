import { AppLink } from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { EnquiryBox } from '@/components/ui/EnquiryBox';
import { EntryPage } from '@/components/ui/EntryPage';
import { PageHero } from '@/components/ui/PageHero';
import { TitledSection } from '@/components/ui/TitledSection';
import { TripGrid } from '@/components/trips/TripGrid';
import { blog } from '@/content/blog';
import { listPagePath, postPath } from '@/lib/blog-routes';
import { localPhoto } from '@/lib/local-photos';
import { markdownToHtml } from '@/lib/markdown';
import { absoluteUrl } from '@/lib/metadata';
import { planTripCall } from '@/lib/post-enquiry';
import { entryTree } from '@/lib/collection';
import type { Post } from '@/lib/posts';
import type { Trip } from '@/lib/trips';
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
  const html = await markdownToHtml(entryTree(post), {
    topHeadingLevel: 2,
    photos: localPhoto,
    photoSizes: POST_COLUMN_SIZES,
  });
  return (
    // The search index (scripts/build/search-index.ts) holds the article only, and within it the
    // title, text and topics: the byline, reading time and share links are ignored.
    <EntryPage
      search={{ 'data-pagefind-body': '', 'data-pagefind-meta': `date:${post.date}` }}
      hero={
        <PageHero
          title={post.title}
          subtitle={
            <span data-pagefind-ignore="all">
              <PostMeta author={post.author} date={post.date} tone="onDark" />
            </span>
          }
        />
      }
      after={
        <>
          {trips.length > 0 ? (
            <TitledSection id="post-trips-title" title={blog.trips.title}>
              <TripGrid trips={trips} headingLevel={3} aria-labelledby="post-trips-title" />
            </TitledSection>
          ) : null}
          <EnquiryBox id="plan-trip-title" {...planTripCall(post)} />
          <RelatedPosts posts={related} />
          <p className={styles.back}>
            <AppLink href={listPagePath(1)}>
              <Icon name="arrowRight" size={18} className={styles.backIcon} />
              {blog.backToList}
            </AppLink>
          </p>
        </>
      }
    >
      <PostFacts readingMinutes={post.readingMinutes} tags={post.tags} />
      {post.image && post.imageAlt ? <PostImage src={post.image} alt={post.imageAlt} priority /> : null}
      <Prose html={html} />
      <div data-pagefind-ignore="all">
        <ShareLinks url={absoluteUrl(postPath(post.slug))} title={post.title} />
      </div>
    </EntryPage>
  );
}
