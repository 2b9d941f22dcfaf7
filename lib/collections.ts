import { blog } from '@/content/blog';
import { postsCms } from '@/content/post-fields';
import { testimonialsCms } from '@/content/testimonial-fields';
import { tripsCms } from '@/content/trip-fields';
import type { CmsCollectionCopy } from '@/content/types';
import { visasCms } from '@/content/visa-fields';
import { visasCopy } from '@/content/visas';
import { listPagePath, postPath, topicPagePath, topicsPath } from './blog-routes';
import type { BaseEntry, Collection } from './collection';
import { entryEnquiryLines } from './entry-enquiry';
import type { CollectionPages } from './page-kind';
import { pageCount } from './pagination';
import { enquiryLines } from './post-enquiry';
import { posts, type Post } from './posts';
import { testimonials, type Testimonial } from './testimonials';
import { topicsInUse } from './topics';
import { destinationFilters, serviceFilters } from './trip-filters';
import { tripEnquiryLines, tripFieldsList } from './trip-enquiry';
import { TRIPS_PATH, tripDestinationPath, tripPath, tripServicePath } from './trip-routes';
import { trips, type Trip } from './trips';
import { VISAS_PATH, visaPath } from './visa-routes';
import { visas, type VisaGuide } from './visas';

/**
 * Every content collection the site publishes, as Astro's `export const collections = {...}`: the
 * CMS config, the sitemap, the search index's count, the enquiries the contact form prefills
 * from and the launch check loop over this list, and name no collection themselves; the scale
 * bench (`npm run bench:scale -- <name>`) takes the collection it is given from it, its folder
 * variable and its pages, and names only the collections that have a data generator of their own.
 * Adding a collection is its schema and definition (lib/<name>.ts), one entry here, its content,
 * its pages and its tests (docs/decisions/0100-one-list-of-collections.md).
 */
export type SiteCollection<Entry extends BaseEntry> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the list holds collections of different ones
  collection: Collection<any, Entry>;
  /**
   * An entry's page: `/trips/<slug>/`. The CMS previews an entry there. A collection of data without
   * pages of its own (as Astro's `type: 'data'`: the testimonials, shown on their trips' pages and
   * Home) has neither this nor `pages`: the sitemap, the search index and page kinds leave it out.
   */
  entryPath?(slug: string): string;
  /** Every public page of the collection on the build's day, for the sitemap: its lists and its entries. */
  pages?(entries: readonly Entry[]): { path: string; lastModified?: string }[];
  /**
   * How the CMS at /admin/ names the collection and its fields, and its list's extra filters;
   * `slugFrom` the fields a new entry's file name (its address) comes from, joined by hyphens, when
   * not its title (a collection without a title field is listed by the first of them).
   */
  cms: { copy: CmsCollectionCopy; samples: boolean; slugFrom?: readonly string[] };
  /** The contact form's parameter for an entry (`?visa=<slug>`) and each entry's first line of the message. */
  enquiry?: {
    param: string;
    lines(entries: readonly Entry[]): Record<string, string>;
    /** Fields of the enquiry of their own, by slug (a trip's departures and travellers), as `<param>Fields`. */
    fields?(entries: readonly Entry[]): Record<string, unknown>;
  };
};

function siteCollection<Entry extends BaseEntry>(entry: SiteCollection<Entry>): SiteCollection<Entry> {
  return entry;
}

const pagesOfList = (count: number, path: (page: number) => string) =>
  Array.from({ length: count }, (_, index) => ({ path: path(index + 1) }));

export const collections = {
  posts: siteCollection<Post>({
    collection: posts,
    entryPath: postPath,
    pages: (entries) => [
      ...pagesOfList(pageCount(entries.length, blog.postsPerPage), listPagePath).slice(1),
      ...entries.map((post) => ({ path: postPath(post.slug), lastModified: post.date })),
      { path: topicsPath() },
      ...topicsInUse(entries).flatMap((topic) =>
        pagesOfList(pageCount(topic.count, blog.postsPerPage), (page) => topicPagePath(topic.slug, page)),
      ),
    ],
    cms: { copy: postsCms, samples: false },
    enquiry: { param: 'about', lines: enquiryLines },
  }),
  trips: siteCollection<Trip>({
    collection: trips,
    entryPath: tripPath,
    pages: (entries) => [
      { path: TRIPS_PATH },
      ...entries.map((trip) => ({ path: tripPath(trip.slug) })),
      ...serviceFilters(entries).map((filter) => ({ path: tripServicePath(filter.slug) })),
      ...destinationFilters(entries).map((filter) => ({ path: tripDestinationPath(filter.name) })),
    ],
    cms: { copy: tripsCms, samples: true },
    enquiry: { param: 'trip', lines: tripEnquiryLines, fields: tripFieldsList },
  }),
  visas: siteCollection<VisaGuide>({
    collection: visas,
    entryPath: visaPath,
    pages: (entries) => [
      { path: VISAS_PATH },
      ...entries.map((guide) => ({ path: visaPath(guide.slug), lastModified: guide.checkedOn })),
    ],
    cms: { copy: visasCms, samples: true, slugFrom: ['country'] },
    enquiry: { param: 'visa', lines: (entries) => entryEnquiryLines(visasCopy.enquire, entries) },
  }),
  testimonials: siteCollection<Testimonial>({
    collection: testimonials,
    cms: { copy: testimonialsCms, samples: true, slugFrom: ['name', 'city'] },
  }),
};

/** The list in its order, for the loops. */
export const collectionList: readonly SiteCollection<BaseEntry>[] = Object.values(
  collections,
) as unknown as SiteCollection<BaseEntry>[];

/**
 * The collections whose entries are pages, in the list's order: all but the collections of data
 * (the testimonials). The sitemap, the search index and the page kinds read this one.
 */
export const pageCollections = collectionList.filter(
  (entry): entry is Required<Pick<SiteCollection<BaseEntry>, 'entryPath' | 'pages'>> & SiteCollection<BaseEntry> =>
    Boolean(entry.entryPath && entry.pages),
);

/**
 * Each collection's list and entry pages, for lib/page-kind.ts: analytics counts a page of a
 * collection by the collection's name (its list) and noun (an entry, `visa-guide`). Posts and
 * trips have list routes of their own, which page-kind reads first.
 */
export const collectionPages: readonly CollectionPages[] = pageCollections.map(({ collection, entryPath }) => ({
  path: entryPath('x').replace(/[^/]+\/$/, ''),
  list: collection.name,
  entry: collection.noun.replaceAll(' ', '-'),
}));

/** Each collection's parameter of the contact page (`about`, `trip`, `visa`), in the list's order: the first wins. */
export const enquiryParams: readonly string[] = collectionList.flatMap(({ enquiry }) => (enquiry ? [enquiry.param] : []));
