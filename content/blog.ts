/** The blog's copy and limits. Posts themselves are markdown files in content/posts/. */
export const blog = {
  title: 'Travel Blog',
  subtitle: 'Read stories, tips, and experiences from our journeys around the world.',
  description:
    'Stories, tips and practical advice from the Travel Orchard team in Lagos: visas, family holidays, business trips and the places our travellers love.',
  emptyMessage: 'No blog posts yet. Check back soon!',
  backToList: 'Back to all posts',
  /** Before a post's date (slots filled by lib/copy.ts). */
  byline: 'By {author}',
  pagination: {
    label: 'Blog pages',
    previous: 'Previous',
    next: 'Next',
    /** The accessible name of a numbered page link. */
    page: 'Page {page}',
  },
  /** Posts per list page; beyond this the list continues on /blog/page/2/ and so on. */
  postsPerPage: 10,
  /** How many of the newest posts the RSS feed carries. */
  feedItems: 20,
  feedTitle: 'Travel Orchard Travel Blog',
  /** Where the RSS feed is published; must match the route folder app/feed.xml/. */
  feedPath: '/feed.xml',
} as const;
