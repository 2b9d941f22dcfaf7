// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

// The module listens on the window when loaded; a stand-in is enough to test its words.
vi.stubGlobal('window', { addEventListener: () => undefined });
const { uploadProblems } = await import('./upload-checks');

describe('the CMS upload check', () => {
  it('lets photos through and refuses what the build refuses, in the build\u2019s words', () => {
    expect(uploadProblems([{ name: 'Stone Town é.jpg', size: 6_000_000 }])).toEqual([]);
    expect(
      uploadProblems([
        { name: 'IMG_0001.HEIC', size: 2_000_000 },
        { name: 'logo.svg', size: 300 },
      ]),
    ).toEqual([
      '"IMG_0001.HEIC" is an iPhone HEIC photo, which the site cannot convert: export it as a JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible; on a Mac: open it in Preview, File > Export, Format JPEG) and upload that',
      '"logo.svg" is an SVG drawing, which can carry scripts and is not accepted as a photo: export it as a PNG and upload that',
    ]);
    expect(uploadProblems([{ name: 'big.jpg', size: 60 * 1024 * 1024 }])[0]).toContain('photos may be at most 50 MB');
    expect(uploadProblems([{ name: 'brochure.pdf', size: 1000 }])[0]).toContain('upload a JPEG, PNG, WebP or AVIF file');
  });
});
