import { describe, expect, it } from 'vitest';
import { photoVariantFolder } from './local-photos';
import {
  CACHE_PREFIX,
  cacheKeyOf,
  cacheKindOf,
  cacheNames,
  isPagesCache,
  networkUrlOf,
  outdatedCaches,
  pageOfPayload,
  pagePayloadOf,
  pageTitleOf,
  pageTitleOfPayload,
  PHOTO_FOLDER,
  seenPagePaths,
  serviceWorkerScope,
  serviceWorkerUrl,
} from './offline-routes';

const origin = 'https://travelorchard.example';
const kind = (path: string, extra: { mode?: string; destination?: string; method?: string } = {}, basePath = '') =>
  cacheKindOf({ url: path.startsWith('http') ? path : `${origin}${path}`, ...extra }, origin, basePath);

describe('cacheKindOf', () => {
  it('keeps the build files and the font first from the cache', () => {
    expect(kind('/_next/static/chunks/3oc4tf-5hjlbs.js')).toBe('assets');
    expect(kind('/_next/static/media/playfair_display_latin_wght_normal-s.p.1izqcz-wkfvza.woff2')).toBe('assets');
  });

  it('keeps pages and the React payloads client-side navigation fetches', () => {
    expect(kind('/about/', { mode: 'navigate', destination: 'document' })).toBe('pages');
    expect(kind('/about/index.txt?_rsc=Kj5MPPJ2XCusE5Hx')).toBe('pages');
    expect(kind('/services/__next._tree.txt?_rsc=5CB68i4pnAekjehf')).toBe('pages');
    expect(kind('/blog/a/__next.blog.$oc$segments.__PAGE__.txt')).toBe('pages');
    expect(kind('/blog/search/?q=visa', { mode: 'navigate' })).toBe('pages');
    expect(kind('/index.txt')).toBe('pages');
  });

  it("keeps the search index's files and the site's own photos", () => {
    expect(kind('/pagefind/pagefind-entry.json?ts=1')).toBe('search');
    expect(kind('/pagefind/fragment/en_1a2b.pf_fragment')).toBe('search');
    expect(kind('/_photos/lagos-1a2b3c-780.webp', { destination: 'image' })).toBe('photos');
  });

  it('leaves the CMS, the worker itself, other origins, other files and other methods to the browser', () => {
    expect(kind('/admin/', { mode: 'navigate' })).toBeNull();
    expect(kind('/admin/decap-cms.js')).toBeNull();
    expect(kind('/sw.js')).toBeNull();
    expect(kind('https://images.unsplash.com/photo-1?w=780', { destination: 'image' })).toBeNull();
    expect(kind('/icon.svg?icon.2u8h3rk2lgtzi.svg')).toBeNull();
    expect(kind('/feed.xml')).toBeNull();
    expect(kind('/contact/', { method: 'POST' })).toBeNull();
  });

  it('follows the base path: only what is under it, the rest as at the root', () => {
    const base = '/travel-orchard';
    expect(kind('/travel-orchard/_next/static/chunks/a.js', {}, base)).toBe('assets');
    expect(kind('/travel-orchard/about/', { mode: 'navigate' }, base)).toBe('pages');
    expect(kind('/travel-orchard/admin/', { mode: 'navigate' }, base)).toBeNull();
    expect(kind('/travel-orchard/sw.js', {}, base)).toBeNull();
    expect(kind('/other-project/', { mode: 'navigate' }, base)).toBeNull();
    expect(kind('/travel-orchardx/', { mode: 'navigate' }, base)).toBeNull();
  });

  it("knows the photos' folder as the build writes it", () => {
    expect(PHOTO_FOLDER).toBe(photoVariantFolder);
  });
});

describe('cache names and versions', () => {
  it('names every cache of one build with the prefix and the version', () => {
    const names = Object.values(cacheNames('abc123'));
    expect(names).toHaveLength(5);
    for (const name of names) expect(name).toMatch(new RegExp(`^${CACHE_PREFIX}-[a-z]+-abc123$`));
  });

  it("deletes another build's caches on activation, never another site's on the same origin", () => {
    const existing = [...Object.values(cacheNames('old')), ...Object.values(cacheNames('new')), 'other-app-cache'];
    expect(outdatedCaches(existing, 'new')).toEqual(Object.values(cacheNames('old')));
  });

  it('finds the pages caches of every build, and no other cache', () => {
    const existing = [...Object.values(cacheNames('old')), ...Object.values(cacheNames('new')), 'other-app-pages-1'];
    expect(existing.filter(isPagesCache)).toEqual([cacheNames('old').pages, cacheNames('new').pages]);
  });

  it('serves the worker from the base path, controlling the whole site under it', () => {
    const worker = (basePath: string) => [serviceWorkerUrl(basePath), serviceWorkerScope(basePath)];
    expect(worker('')).toEqual(['/sw.js', '/']);
    expect(worker('/travel-orchard')).toEqual(['/travel-orchard/sw.js', '/travel-orchard/']);
  });
});

describe('payloads and their pages', () => {
  it('finds the page a payload belongs to', () => {
    expect(pageOfPayload('/about/index.txt')).toBe('/about/');
    expect(pageOfPayload('/index.txt')).toBe('/');
    expect(pageOfPayload('/blog/a/__next._tree.txt')).toBe('/blog/a/');
    expect(pageOfPayload('/about/')).toBeNull();
    expect(pageOfPayload('/robots.txt')).toBeNull();
  });

  it("names a page's whole payload, the one a tap fetches", () => {
    expect(pagePayloadOf('/about/')).toBe('/about/index.txt');
    expect(pagePayloadOf('/travel-orchard/')).toBe('/travel-orchard/index.txt');
  });

  it('keeps one entry per file, whatever the query', () => {
    expect(cacheKeyOf(`${origin}/about/index.txt?_rsc=abc`)).toBe(`${origin}/about/index.txt`);
    expect(cacheKeyOf(`${origin}/blog/search/?q=visa#results`)).toBe(`${origin}/blog/search/`);
  });

  it("asks the network for a payload without Next's cache buster, so the HTTP cache can revalidate it", () => {
    expect(networkUrlOf(`${origin}/about/index.txt?_rsc=abc`)).toBe(`${origin}/about/index.txt`);
    expect(networkUrlOf(`${origin}/about/index.txt?_rsc=abc&x=1`)).toBe(`${origin}/about/index.txt?x=1`);
    expect(networkUrlOf(`${origin}/blog/search/?q=visa`)).toBe(`${origin}/blog/search/?q=visa`);
  });
});

describe('the pages a device can open offline', () => {
  it('lists the pages whose HTML or whole payload is kept, under the base path, without the offline page', () => {
    const keys = ['/about/', '/about/index.txt', '/offline/', '/', '/blog/a/index.txt', '/blog/b/__next._tree.txt'].map(
      (path) => `${origin}/travel-orchard${path}`,
    );
    expect(seenPagePaths(keys, '/travel-orchard', '/offline/')).toEqual(['/about/', '/', '/blog/a/']);
    expect(seenPagePaths([`${origin}/about/`, `${origin}/x.txt`], '', '/offline/')).toEqual(['/about/']);
    expect(seenPagePaths([`${origin}/index.txt`, `${origin}/offline/index.txt`], '', '/offline/')).toEqual(['/']);
  });

  it("reads a page's title without the site's name", () => {
    expect(pageTitleOf('<head><title>About Us | Travel Orchard</title></head>', 'Travel Orchard')).toBe('About Us');
    expect(pageTitleOf('<title>Visas &amp; travel | Travel Orchard</title>', 'Travel Orchard')).toBe('Visas & travel');
    expect(pageTitleOf('<title>Travel Orchard | Your World</title>', 'Travel Orchard')).toBe('Travel Orchard | Your World');
    expect(pageTitleOf('<p>no title</p>', 'Travel Orchard')).toBeNull();
  });

  it("reads a page's title from its payload, without the site's name", () => {
    const payload = '5:[["$","title","0",{"children":"Visas \\u0026 \\"travel\\" | Travel Orchard"}],["$","meta","1",{}]]';
    expect(pageTitleOfPayload(payload, 'Travel Orchard')).toBe('Visas & "travel"');
    expect(pageTitleOfPayload('0:{"a":1}', 'Travel Orchard')).toBeNull();
  });
});
