import { site } from './site';

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
  /** Reading speed behind "6 min read": words of text (not markup) per minute, for practical prose. */
  readingWordsPerMinute: 200,
  /** `{minutes}` is replaced by the whole number of minutes, at least 1. */
  readingTime: '{minutes} min read',
  topics: {
    /** The label of a post's list of topic links, for assistive technology. */
    listLabel: 'Topics',
    indexTitle: 'Topics',
    indexSubtitle: 'Browse the blog by subject: visas, family holidays, business trips and the places our travellers love.',
    indexDescription: 'Every topic of the Travel Orchard travel blog, with the number of posts on each.',
    indexEmpty: 'No topics yet. Check back soon!',
    /** `{count}` posts on a topic, in the index. */
    postCountOne: '1 post',
    postCountMany: '{count} posts',
    /** Above a topic page's posts. */
    allTopics: 'All topics',
    feedLink: 'RSS feed for this topic',
    /** The document title of a topic page: `{topic}` is its name. */
    pageTitle: '{topic}: Travel Blog',
    feedTitle: 'Travel Orchard Travel Blog: {topic}',
  },
  related: {
    title: 'Related posts',
  },
  /** Above the trips a post names in its frontmatter. */
  trips: {
    title: 'Travel there with us',
  },
  search: {
    /** The search page at /blog/search/. */
    pageTitle: 'Search the blog',
    pageSubtitle: 'Find any post or trip: a country, a visa, a kind of holiday.',
    pageDescription:
      'Search every post of the Travel Orchard travel blog: visas, family holidays, business trips and destinations.',
    /** The box's label, its placeholder and its button (the button opens /blog/search/ before scripts start). */
    label: 'Search the blog',
    placeholder: 'Schengen visa, Zanzibar, Dubai in April…',
    submit: 'Search',
    /** Announced and shown while the index loads for the first query. */
    loading: 'Searching…',
    /** `{count}` results (posts and trips) for `{query}`, shown above them and announced to screen readers. */
    countOne: '1 result found for "{query}"',
    countMany: '{count} results found for "{query}"',
    noMatch: 'Nothing matches "{query}". Try another word, or browse the topics:',
    /** Before a post's result; other pages name their kind themselves (a trip's copy says "Trip"). */
    postKind: 'Blog post',
    unavailable: 'Search is unavailable right now. Browse the blog by topic instead:',
    moreResults: 'Show more results',
    resultsLabel: 'Search results',
    /** Before a result's topics, for assistive technology. */
    topicsLabel: 'Topics',
    /** The topics offered when search cannot help, and under the box on the search page (they work without JavaScript). */
    browseTopics: 'Browse by topic',
  },
  planTrip: {
    title: 'Ready to plan yours?',
    text: `Tell us when you would like to go and who is travelling: a consultant replies within ${site.replyWithinHours} hours with a plan and a price.`,
    contactLabel: 'Plan a trip like this',
    whatsappLabel: 'Ask on WhatsApp',
    /** Prefilled in WhatsApp; `{title}` is the post's title. */
    whatsappMessage: 'Hello Travel Orchard, I just read "{title}" on your blog and would like to plan a trip like this.',
    /** The first line of the contact form's message when the visitor comes from a post. */
    enquiryLine: 'I would like to plan a trip like the one in "{title}".',
  },
  share: {
    title: 'Share this post',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Could not copy the link. Copy it from the address bar.',
    /** The accessible name of each share link: `{network}` is its visible name. */
    linkLabel: 'Share on {network}',
    emailLabel: 'Share by e-mail',
    networks: { whatsapp: 'WhatsApp', x: 'X', facebook: 'Facebook', linkedin: 'LinkedIn', email: 'E-mail' },
  },
} as const;
