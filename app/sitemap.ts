import type { MetadataRoute } from 'next';
import { blog } from '@/content/blog';
import { mainNav } from '@/content/navigation';
import { privacyPage } from '@/content/privacy';
import { termsPage } from '@/content/terms';
import { listPagePath, postPath, topicPagePath, topicsPath } from '@/lib/blog-routes';
import { withTrailingSlash } from '@/lib/links';
import { absoluteUrl } from '@/lib/metadata';
import { pageCount } from '@/lib/pagination';
import { getAllPosts } from '@/lib/posts';
import { topicsInUse } from '@/lib/topics';
import { destinationFilters, serviceFilters } from '@/lib/trip-filters';
import { TRIPS_PATH, tripDestinationPath, tripPath, tripServicePath } from '@/lib/trip-routes';
import { getAllTrips } from '@/lib/trips';

export const dynamic = 'force-static';

/**
 * Every public page by its canonical URL: the routes of the main navigation, the privacy notice,
 * the blog list's later pages, each published post (drafts never reach getAllPosts in a build), the
 * topics index and every page of each topic with posts; the trips, each trip, and the trips of each
 * service and destination that has some.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const posts = getAllPosts();
  const trips = getAllTrips();
  const listPages = Array.from({ length: pageCount(posts.length, blog.postsPerPage) - 1 }, (_, index) => listPagePath(index + 2));
  return [
    ...mainNav.map((item) => ({ url: absoluteUrl(withTrailingSlash(item.path)) })),
    { url: absoluteUrl(privacyPage.path) },
    { url: absoluteUrl(termsPage.path) },
    ...listPages.map((path) => ({ url: absoluteUrl(path) })),
    ...posts.map((post) => ({ url: absoluteUrl(postPath(post.slug)), lastModified: post.date })),
    { url: absoluteUrl(topicsPath()) },
    ...topicsInUse(posts).flatMap((topic) =>
      Array.from({ length: pageCount(topic.count, blog.postsPerPage) }, (_, index) => ({
        url: absoluteUrl(topicPagePath(topic.slug, index + 1)),
      })),
    ),
    { url: absoluteUrl(TRIPS_PATH) },
    ...trips.map((trip) => ({ url: absoluteUrl(tripPath(trip.slug)) })),
    ...serviceFilters(trips).map((filter) => ({ url: absoluteUrl(tripServicePath(filter.slug)) })),
    ...destinationFilters(trips).map((filter) => ({ url: absoluteUrl(tripDestinationPath(filter.name)) })),
  ];
}
