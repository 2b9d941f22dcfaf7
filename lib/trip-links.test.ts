import { describe, expect, it } from 'vitest';
import { postsNaming, tripsNamedBy } from './trip-links';
import type { Post } from './posts';
import type { Trip } from './trips';

const trip = (slug: string) => ({ slug }) as Trip;
const post = (slug: string, trips: string[]) => ({ slug, trips }) as Post;

describe('the links between posts and trips', () => {
  it("gives a post's trips in its order, and a trip's posts in theirs", () => {
    const published = [trip('zanzibar-beach-week'), trip('umrah-packages')];
    const named = tripsNamedBy(post('zanzibar', ['umrah-packages', 'zanzibar-beach-week']), published);
    expect(named.map((t) => t.slug)).toEqual(['umrah-packages', 'zanzibar-beach-week']);
    const posts = [post('a', ['umrah-packages']), post('b', []), post('c', ['umrah-packages'])];
    expect(postsNaming(trip('umrah-packages'), posts).map((p) => p.slug)).toEqual(['a', 'c']);
  });

  it('stops the build on a name that is no published trip, naming the post, the field and a few trips there are', () => {
    const many = Array.from({ length: 8 }, (_, n) => trip(`trip-${n}`));
    expect(() => tripsNamedBy(post('zanzibar', ['zanzibar-week']), many)).toThrow(
      'content/posts/zanzibar.md: "trips" names "zanzibar-week", which is not a published trip in content/trips/ (trips: trip-0, trip-1, trip-2, trip-3, trip-4 and 3 more)',
    );
    expect(() => tripsNamedBy(post('x', ['y']), [])).toThrow('(there are none yet)');
  });
});
