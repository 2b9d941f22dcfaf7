import { describe, expect, it } from 'vitest';
import { fileProblem, MAX_PHOTO_MB, photoProblemMessage } from './photo-files';

describe('fileProblem: what a file name and size alone tell', () => {
  it.each([
    ['IMG_0001.jpg', 3_000_000],
    ['Stone Town é.JPEG', 8_000_000],
    ['map.png', 10],
    ['photo.webp', 10],
    ['photo.avif', 10],
    ['forty-megabytes.jpg', 40 * 1024 * 1024],
  ])('accepts %s (%i bytes)', (name, size) => {
    expect(fileProblem({ name, size })).toBeNull();
  });

  it.each([
    ['IMG_0001.HEIC', 'heic'],
    ['IMG_0001.heif', 'heic'],
    ['logo.svg', 'svg'],
    ['notes.txt', 'unsupported-type'],
    ['video.mov', 'unsupported-type'],
    ['no-extension', 'unsupported-type'],
  ])('refuses %s as %s', (name, kind) => {
    expect(fileProblem({ name, size: 1000 })?.kind).toBe(kind);
  });

  it(`refuses a file over ${MAX_PHOTO_MB} MB, saying how large it is`, () => {
    const problem = fileProblem({ name: 'big.jpg', size: 51 * 1024 * 1024 });
    expect(problem).toEqual({ kind: 'too-large', megabytes: 51 });
    expect(photoProblemMessage('big.jpg', problem!)).toBe(
      '"big.jpg" is 51.0 MB; photos may be at most 50 MB: export it as a JPEG at a smaller size and upload that',
    );
  });
});

describe('photoProblemMessage', () => {
  it('names the file, what is wrong and what to do, for each problem', () => {
    const kinds = ['unsupported-type', 'heic', 'svg', 'animated', 'damaged', 'not-an-image'] as const;
    for (const kind of kinds) {
      const message = photoProblemMessage('IMG 1.x', { kind });
      expect(message.startsWith('"IMG 1.x" ')).toBe(true);
      expect(message).toMatch(/: .*(upload|export)/);
    }
    expect(photoProblemMessage('a.heic', { kind: 'heic' })).toContain('Settings > Camera > Formats > Most Compatible');
    expect(photoProblemMessage('p.png', { kind: 'too-many-pixels', megapixels: 108 })).toContain('108 megapixels');
  });
});
