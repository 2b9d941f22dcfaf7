/**
 * File-level checks over the many-posts fixture export (scripts/test/build-blog-fixtures.ts): what
 * the host publishes for many posts and a post with a camera photo.
 */
import { describe, expect, it } from 'vitest';
import { site } from '../../../content/site';
import { PHOTO_POST } from '../../lib/synthetic-photos';
import { exportDir, served, servedFile } from './exports';

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
});
