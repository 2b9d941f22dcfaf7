/**
 * Builds the export the own-photo tests run against (e2e/photos/): .exports/photos, from one post
 * whose photo, and a photo in its text, is a 4000 x 3000 camera JPEG with GPS and camera EXIF,
 * as an editor would upload it, plus a CMYK JPEG in the text. The photos are generated here
 * (scripts/lib/synthetic-photos.ts), so nothing large is committed and the real content/posts and
 * public/ are untouched. `npm test` runs this; then `playwright.photos.config.ts`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isEntryPoint } from '../lib/cli';
import { PHOTO_POST, writeCameraJpeg, writeCmykJpeg } from '../lib/synthetic-photos';

const root = '.exports';
const PHOTO_EXPORT = join(root, 'photos');
const source = join(root, 'photos-src');

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

async function main() {
  rmSync(source, { recursive: true, force: true });
  const posts = join(source, 'posts');
  const photos = join(source, 'uploads');
  mkdirSync(posts, { recursive: true });
  mkdirSync(photos, { recursive: true });
  writeFileSync(join(posts, `${PHOTO_POST.slug}.md`), postFile());
  await writeCameraJpeg(join(photos, PHOTO_POST.photo));
  await writeCmykJpeg(join(photos, PHOTO_POST.cmyk));
  console.log(`\nBuilding ${PHOTO_EXPORT} from ${source}`);
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      POSTS_DIR: resolve(posts),
      PHOTOS_DIR: resolve(photos),
      EXPORT_DIR: PHOTO_EXPORT,
    },
  });
  process.exit(result.status ?? 1);
}

if (isEntryPoint(import.meta.url)) void main();
