import { posts as postCollection, type Post } from './posts';
import { trips as tripCollection, type Trip } from './trips';

/**
 * The links between the two collections: a post names trips in its frontmatter (`trips:`), the post
 * shows them and each trip lists the posts that name it. A name that is no trip stops the build with
 * the post's file, the field and the trips there are, as any other frontmatter problem does.
 */
/** A few of the trips there are, for the message: all of a short list, the first five of a long one. */
function publishedList(trips: readonly Trip[]): string {
  if (trips.length === 0) return 'there are none yet';
  const names = trips.slice(0, 5).map((trip) => trip.slug);
  return `trips: ${names.join(', ')}${trips.length > 5 ? ` and ${trips.length - 5} more` : ''}`;
}

export function tripsNamedBy(post: Pick<Post, 'slug' | 'trips'>, trips: readonly Trip[]): Trip[] {
  return post.trips.map((slug) => {
    const trip = trips.find((candidate) => candidate.slug === slug);
    if (!trip) {
      throw new Error(
        `${postCollection.folder}/${post.slug}.md: "trips" names "${slug}", which is not a published trip in ${tripCollection.folder}/ (${publishedList(trips)})`,
      );
    }
    return trip;
  });
}

/** The posts that name a trip, newest first (the posts' own order). */
export function postsNaming(trip: Pick<Trip, 'slug'>, posts: readonly Post[]): Post[] {
  return posts.filter((post) => post.trips.includes(trip.slug));
}
