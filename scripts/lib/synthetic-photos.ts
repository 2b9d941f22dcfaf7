/**
 * Photos made on the spot for the tests and the photo benchmark, so no megabytes are committed:
 * a camera-like JPEG (landscape, grain, GPS and camera EXIF, an orientation flag) and each kind of
 * bad file an editor might upload (scripts/build/photos.ts must refuse or repair every one).
 */
import { mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** The post of the own-photo fixture export (scripts/test/build-blog-fixtures.ts), as its tests know it. */
export const PHOTO_POST = {
  slug: 'stone-town-with-our-group',
  title: 'Stone Town with our group',
  photo: 'Stone Town é.jpg',
  photoAlt: 'Our group in front of the Old Fort in Stone Town',
  textPhotoAlt: 'The harbour at dusk',
  cmyk: 'harbour-print.jpg',
  cmykAlt: 'A printed harbour map',
};

/** Where the camera photo was "taken": Stone Town, Zanzibar, written as a phone writes it. */
export const CAMERA_EXIF = {
  IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro', Software: 'Camera 17.1', DateTime: '2024:07:01 09:30:00' },
  IFD2: { BodySerialNumber: 'F2LXK0ABCDEF', DateTimeOriginal: '2024:07:01 09:30:00' },
  IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 9/1 44/1', GPSLongitudeRef: 'E', GPSLongitude: '39/1 11/1 20/1' },
};

/** A landscape with soft shapes and grain, so it compresses like a photo rather than like a flat drawing. */
function scene(width: number, height: number, seed = 0): Buffer {
  const hue = (seed * 47) % 360;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300" preserveAspectRatio="none">` +
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,85%)"/></linearGradient></defs>` +
      `<rect width="400" height="300" fill="url(#sky)"/>` +
      `<circle cx="300" cy="70" r="30" fill="#fff3b0"/>` +
      `<path d="M0 200 L80 120 L150 190 L230 100 L320 180 L400 130 L400 300 L0 300Z" fill="hsl(${(hue + 120) % 360},35%,35%)"/>` +
      `<path d="M0 250 Q100 210 200 250 T400 240 L400 300 L0 300Z" fill="hsl(${(hue + 90) % 360},45%,28%)"/>` +
      `<rect x="60" y="215" width="40" height="50" fill="#c9a27e"/><polygon points="55,215 80,195 105,215" fill="#8b3a2b"/>` +
      `</svg>`,
  );
}

/** A camera JPEG: `width` x `height` pixels as shown, stored sideways with EXIF orientation 6 as phones do, with GPS. */
export async function writeCameraJpeg(file: string, { width = 4000, height = 3000, seed = 0 } = {}): Promise<void> {
  // Stored as the sensor saw it (turned a quarter), so only a pipeline that applies the orientation shows it upright.
  // Grain drawn at a fifth of the size and enlarged, so it survives downscaling as a photo's detail
  // does: the variants then weigh what a phone photo's do (about 100 kB at 828 px), not a drawing's.
  const grain = await sharp({
    create: {
      width: Math.round(width / 5),
      height: Math.round(height / 5),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .resize(width, height, { kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const upright = await sharp(scene(width, height, seed))
    .resize(width, height)
    .composite([{ input: grain, blend: 'soft-light' }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  await sharp(upright.data, { raw: upright.info })
    .rotate(-90)
    .jpeg({ quality: 90 })
    .withExif({ ...CAMERA_EXIF, IFD0: { ...CAMERA_EXIF.IFD0, Orientation: '6' } })
    .withMetadata({ orientation: 6 })
    .toFile(file);
}

/** Each bad file, by the name an editor might give it. `write` makes it in `dir`. */
export const BAD_PHOTOS = {
  'not-a-photo.jpg': (file: string) => writeFileSync(file, 'These are my notes for the Accra trip, not a photo.\n'),
  'notes.txt': (file: string) => writeFileSync(file, 'Plain text.\n'),
  'truncated.jpg': async (file: string) => {
    const whole = await sharp(scene(800, 600)).jpeg({ quality: 90 }).toBuffer();
    writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
  },
  'logo.svg': (file: string) =>
    writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
  'IMG_0001.HEIC': async (file: string) =>
    writeFileSync(file, await sharp(scene(64, 48)).heif({ compression: 'av1' }).toBuffer()),
  'waving.gif': async (file: string) => {
    const frames = await Promise.all(
      [0, 1].map((seed) =>
        sharp(scene(64, 48, seed))
          .removeAlpha()
          .raw()
          .toBuffer(),
      ),
    );
    await sharp(Buffer.concat(frames), { raw: { width: 64, height: 96, channels: 3, pageHeight: 48 } })
      .gif({ loop: 0 })
      .toFile(file);
  },
  'panorama.png': async (file: string) =>
    // 108 megapixels of one colour: small on disk, over the limit when decoded.
    sharp({ create: { width: 12000, height: 9000, channels: 3, background: '#88aacc' } })
      .png({ compressionLevel: 9 })
      .toFile(file),
  'huge.jpg': (file: string) => {
    // Larger than the size limit; never read, so it may be a sparse file.
    writeFileSync(file, '');
    truncateSync(file, 51 * 1024 * 1024);
  },
} satisfies Record<string, (file: string) => void | Promise<unknown>>;

/** A CMYK JPEG, as print shops send: accepted and converted to sRGB. */
export async function writeCmykJpeg(file: string): Promise<void> {
  await sharp(scene(800, 600)).toColourspace('cmyk').jpeg({ quality: 90 }).toFile(file);
}

function postFile(): string {
  return `---
title: "${PHOTO_POST.title}"
author: Ada Obi
date: 2024-07-02
image: /images/uploads/${PHOTO_POST.photo}
imageAlt: ${PHOTO_POST.photoAlt}
tags: [africa]
---

Our own photos, taken on the trip.

![${PHOTO_POST.textPhotoAlt}](</images/uploads/${PHOTO_POST.photo}>)

The harbour, from a printed map.

![${PHOTO_POST.cmykAlt}](/images/uploads/${PHOTO_POST.cmyk})
`;
}

/** The own-photo fixture: its post in `postsDir`, its two photos in `photosDir` (the build's PHOTOS_DIR). */
export async function writePhotoFixture(postsDir: string, photosDir: string): Promise<void> {
  mkdirSync(postsDir, { recursive: true });
  mkdirSync(photosDir, { recursive: true });
  writeFileSync(join(postsDir, `${PHOTO_POST.slug}.md`), postFile());
  await writeCameraJpeg(join(photosDir, PHOTO_POST.photo));
  await writeCmykJpeg(join(photosDir, PHOTO_POST.cmyk));
}
