import { describe, expect, it } from 'vitest';
import { listPagePath, postPath, routeFromSegments, routeSegments, type BlogRoute } from './blog-routes';

describe('blog addresses', () => {
  it('gives the first list page the blog root and later pages their number', () => {
    expect(listPagePath(1)).toBe('/blog/');
    expect(listPagePath(2)).toBe('/blog/page/2/');
    expect(postPath('hiking-in-the-alps')).toBe('/blog/hiking-in-the-alps/');
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
  ])('%j -> %j', (segments, route) => {
    expect(routeFromSegments(segments)).toEqual(route);
  });

  it.each<BlogRoute>([
    { kind: 'list', page: 1 },
    { kind: 'list', page: 7 },
    { kind: 'post', slug: 'zanzibar' },
  ])('round-trips %j through its segments', (route) => {
    expect(routeFromSegments(routeSegments(route))).toEqual(route);
  });
});
