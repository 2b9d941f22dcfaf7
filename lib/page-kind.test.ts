import { describe, expect, it } from 'vitest';
import { collectionPages } from './collections';
import { pageKind } from './page-kind';

describe('pageKind', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/about/', 'about'],
    ['/services/', 'service'],
    ['/services', 'service'],
    ['/contact/', 'contact'],
    ['/privacy/', 'privacy'],
    ['/offline/', 'offline'],
    ['/blog/', 'blog'],
    ['/blog/page/2/', 'blog'],
    ['/blog/hiking-in-the-alps/', 'post'],
    ['/blog/topics/', 'topics'],
    ['/blog/topics/europe/', 'topic'],
    ['/blog/topics/europe/page/3/', 'topic'],
    ['/blog/search/', 'search'],
    ['/trips/', 'trips'],
    ['/trips/zanzibar-escape/', 'trip'],
    ['/visas/', 'visas'],
    ['/visas/canada/', 'visa-guide'],
    ['/visas/canada/extra/', 'other'],
    ['/trips/services/leisure-family-travel/', 'trips'],
    ['/trips/destinations/united-arab-emirates/', 'trips'],
    ['/trips/a/b/', 'other'],
    ['/blog/page/1/', 'other'],
    ['/blog/a/b/', 'other'],
    ['/admin/', 'other'],
    ['/no-such-page/', 'other'],
  ])('%j is %j', (path, kind) => {
    expect(pageKind(path, '', collectionPages)).toBe(kind);
  });

  it('reads the path under the base path', () => {
    expect(pageKind('/travel-orchard/', '/travel-orchard')).toBe('home');
    expect(pageKind('/travel-orchard/blog/a-post/', '/travel-orchard')).toBe('post');
    expect(pageKind('/travel-orchard-x/blog/', '/travel-orchard')).toBe('other');
  });
});
