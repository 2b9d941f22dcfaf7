/**
 * File-level checks over the fixture exports (scripts/test/build-blog-fixtures.ts): what the host
 * publishes for many posts and a post with a camera photo, and for no posts.
 */
import { describe, expect, it } from 'vitest';
import { site } from '../../../content/site';
import { PHOTO_POST } from '../../lib/synthetic-photos';
import { FIXTURE_DRAFTS, FIXTURE_POSTS, syntheticSlug } from '../../lib/synthetic-posts';
import { answersNotFound, exportDir, served, servedFile } from './exports';

describe('the many-posts export', () => {
  it('lists both pages of a topic in its sitemap', () => {
    const xml = served(exportDir('many'), '/sitemap.xml');
    expect(xml).toContain(`<loc>${site.url}/blog/topics/europe/</loc>`);
    expect(xml).toContain(`<loc>${site.url}/blog/topics/europe/page/2/</loc>`);
  });

  it('does not publish the camera originals of its photo post', () => {
    const dir = exportDir('many');
    // The post is there, with its photos as variants of their own...
    expect(served(dir, `/blog/${PHOTO_POST.slug}/`)).toContain('/_photos/');
    // ...and the uploads themselves answer 404.
    for (const file of [PHOTO_POST.photo, PHOTO_POST.cmyk]) {
      expect(servedFile(dir, `/images/uploads/${encodeURIComponent(file)}`), file).toBeNull();
      expect(servedFile(dir, `/images/uploads/${file}`), file).toBeNull();
    }
  });

  const drafts = Array.from({ length: FIXTURE_DRAFTS }, (_, i) => FIXTURE_POSTS + 1 + i);
  // List and topic pages before the first and past the last, drafts, and a topic only drafts or nobody wrote about.
  for (const path of [
    '/blog/page/1/',
    '/blog/page/4/',
    ...drafts.map((n) => `/blog/${syntheticSlug(n)}/`),
    '/blog/topics/europe/page/1/',
    '/blog/topics/europe/page/3/',
    '/blog/topics/visas/page/2/',
    '/blog/topics/africa/',
  ]) {
    it(`${path} is not exported`, () => {
      expect(answersNotFound(exportDir('many'), path)).toBe(true);
    });
  }
});

describe('the empty export', () => {
  it('does not have the sample post from content/posts/', () => {
    expect(answersNotFound(exportDir('empty'), '/blog/hiking-in-the-alps/')).toBe(true);
  });
});
