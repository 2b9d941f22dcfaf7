/**
 * The blog's topics: the only values a post's `tags` may use (lib/post-schema.ts checks them),
 * so topics stay few and never fragment into "Visa", "visas" and "visa-tips". The slug is the
 * address (/blog/topics/<slug>/) and what an editor writes in the frontmatter; the order here
 * is the order of the topics index.
 */
export type TopicInfo = {
  /** Lowercase words joined by hyphens, e.g. business-travel. */
  slug: string;
  /** How the topic is named on the site. */
  name: string;
  /** One or two sentences for the topic's page and its search result. */
  description: string;
};

export const topics = [
  {
    slug: 'visas',
    name: 'Visas',
    description: 'Visa applications from Nigeria: which embassy, which documents, how long it takes and what gets approved.',
  },
  {
    slug: 'family',
    name: 'Family travel',
    description: 'Holidays that work for every age: easy routes, child-friendly stays and trips worth the planning.',
  },
  {
    slug: 'europe',
    name: 'Europe',
    description: 'City breaks, mountains and coastlines across Europe, planned from Lagos with the Schengen rules in mind.',
  },
  {
    slug: 'africa',
    name: 'Africa',
    description: 'Beaches, cities and safaris across the continent, with the flights, visas and health papers to get there.',
  },
  {
    slug: 'adventure',
    name: 'Adventure',
    description: 'Hikes, wildlife and the outdoors: trips for travellers who want more than a sunlounger.',
  },
  {
    slug: 'business-travel',
    name: 'Business travel',
    description: 'Trips for work: corporate bookings, business visas and making the most of a few days abroad.',
  },
] as const satisfies readonly TopicInfo[];

export type Topic = (typeof topics)[number]['slug'];
