import { describe, expect, it } from 'vitest';
import {
  listPagePath,
  postPath,
  routeFromSegments,
  routeSegments,
  topicFeedPath,
  topicPagePath,
  topicsPath,
  type BlogRoute,
} from './blog-routes';

describe('blog addresses', () => {
  it('gives the first list page the blog root and later pages their number', () => {
    expect(listPagePath(1)).toBe('/blog/');
    expect(listPagePath(2)).toBe('/blog/page/2/');
    expect(postPath('hiking-in-the-alps')).toBe('/blog/hiking-in-the-alps/');
  });

  it('gives topics an index, a page per topic paginated like the list, and a feed', () => {
    expect(topicsPath()).toBe('/blog/topics/');
    expect(topicPagePath('europe')).toBe('/blog/topics/europe/');
    expect(topicPagePath('europe', 1)).toBe('/blog/topics/europe/');
    expect(topicPagePath('business-travel', 3)).toBe('/blog/topics/business-travel/page/3/');
    expect(topicFeedPath('visas')).toBe('/blog/topics/visas/feed.xml');
  });

  it.each<[readonly string[] | undefined, BlogRoute | null]>([
    [undefined, { kind: 'list', page: 1 }],
    [[], { kind: 'list', page: 1 }],
    [['page', '2'], { kind: 'list', page: 2 }],
    [['page', '12'], { kind: 'list', page: 12 }],
    [['hiking-in-the-alps'], { kind: 'post', slug: 'hiking-in-the-alps' }],
    [['page', '1'], null],
    [['page', '02'], null],
    [['page', '0'], null],
    [['page', 'two'], null],
    [['page'], null],
    [['page', '2', 'x'], null],
    [['a', 'b'], null],
    [['topics'], { kind: 'topics' }],
    [['topics', 'europe'], { kind: 'topic', topic: 'europe', page: 1 }],
    [['topics', 'europe', 'page', '2'], { kind: 'topic', topic: 'europe', page: 2 }],
    [['topics', 'europe', 'page', '1'], null],
    [['topics', 'europe', 'page'], null],
    [['topics', 'europe', 'x'], null],
    [['topics', 'europe', 'page', '2', 'x'], null],
  ])('%j -> %j', (segments, route) => {
    expect(routeFromSegments(segments)).toEqual(route);
  });

  it.each<BlogRoute>([
    { kind: 'list', page: 1 },
    { kind: 'list', page: 7 },
    { kind: 'post', slug: 'zanzibar' },
    { kind: 'topics' },
    { kind: 'topic', topic: 'europe', page: 1 },
    { kind: 'topic', topic: 'visas', page: 4 },
  ])('round-trips %j through its segments', (route) => {
    expect(routeFromSegments(routeSegments(route))).toEqual(route);
  });
});
