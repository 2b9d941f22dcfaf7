// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { publishedPhotos } from '../scripts/build/cms';
import { looseName, pickedPhotoUrl, publishedPhotoUrl, rememberPicked } from './photo-sources';

describe('the preview\u2019s own photos', () => {
  it('knows a picked file under the name Decap saves it as', () => {
    expect(looseName('/images/uploads/Stone Town Café.JPG')).toBe(looseName('Stone-Town-Café.jpg'));
    expect(looseName('/images/uploads/stone-town.jpg')).not.toBe(looseName('stone-town-2.jpg'));

    expect(pickedPhotoUrl('/images/uploads/Stone-Town-Group.jpg')).toBeUndefined();
    rememberPicked(new File(['first'], 'Stone Town Group.jpg', { type: 'image/jpeg' }));
    const first = pickedPhotoUrl('/images/uploads/stone-town-group.jpg');
    expect(first).toMatch(/^blob:/);

    // Picked again (a corrected photo under the same name): the newer file is shown.
    rememberPicked(new File(['second'], 'Stone Town Group.jpg', { type: 'image/jpeg' }));
    expect(pickedPhotoUrl('/images/uploads/stone-town-group.jpg')).not.toBe(first);
  });

  it('lists each published photo as its variant at the preview\u2019s width, under the base path', () => {
    const variants = [640, 1080, 1200, 1920].map((width) => ({ width, path: `/_photos/group-abc123-${width}.webp` }));
    expect(
      publishedPhotos({ '/images/uploads/Stone Town é.jpg': { width: 4000, height: 3000, variants } }, '/travel-orchard'),
    ).toEqual({ '/images/uploads/Stone Town é.jpg': '/travel-orchard/_photos/group-abc123-1200.webp' });
    // Nothing was built into this test's bundle.
    expect(publishedPhotoUrl('/images/uploads/Stone%20Town%20%C3%A9.jpg')).toBeUndefined();
  });
});
