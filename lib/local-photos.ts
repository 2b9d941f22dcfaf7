import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isLocalPhotoPath } from './image-origins';
import { localPhotoSourceFolder, photoKey } from './photo-files';

/**
 * The agency's own photos as the build prepared them (scripts/build/photos.ts writes the manifest
 * before `next build`): each photo's size after its orientation is applied, and its variants.
 * Read at build time only (the loader and the post pages run on the server), never in a browser.
 */

/** One variant: its width and the site-relative path it is published at. */
export type PhotoVariant = { width: number; path: string };

/** One own photo: its intrinsic size (upright) and its variants, narrowest first. */
export type LocalPhoto = { width: number; height: number; variants: PhotoVariant[] };

/** The photos by the path a post or page writes, decoded and NFC-normalised: `/images/uploads/Café.jpg`. */
export type PhotoManifest = Record<string, LocalPhoto>;

/** Where the variants are published in the export. Content-hashed names, so they never go stale. */
export const photoVariantFolder = '/_photos/';

/** The build's cache of variants, by content hash, shared by every export built from this checkout. */
export const photoCacheDir = join('.cache', 'photos');

/** One manifest per export (out/, the fixture exports), so builds of different content never mix. */
export function photoManifestPath(exportDir: string = process.env.EXPORT_DIR || 'out'): string {
  return join(photoCacheDir, `manifest-${basename(exportDir)}.json`);
}

/** The variant to send for a requested width: the narrowest at least that wide, else the widest there is. */
export function variantFor(photo: LocalPhoto, width: number): PhotoVariant {
  const variant = photo.variants.find((candidate) => candidate.width >= width) ?? photo.variants.at(-1);
  if (!variant) throw new Error('a photo in the manifest has no variants');
  return variant;
}

let cached: { path: string; manifest: PhotoManifest } | undefined;

/** An export's manifest; empty before its photos have been prepared. */
export function readPhotoManifest(exportDir?: string): PhotoManifest {
  const path = photoManifestPath(exportDir);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as PhotoManifest) : {};
}

function manifest(): PhotoManifest {
  const path = photoManifestPath();
  if (cached?.path !== path) cached = { path, manifest: readPhotoManifest() };
  return cached.manifest;
}

/**
 * The prepared photo for a path in the local photo folder. A path that is not there stops the
 * build, naming it: its original is never published, so a page would show a broken image.
 * `npm run dev` serves originals (nothing is prepared there), so it returns undefined instead.
 */
export function localPhoto(src: string): LocalPhoto | undefined {
  const key = photoKey(src);
  if (!isLocalPhotoPath(key)) return undefined;
  const photo = manifest()[key];
  if (photo || process.env.NODE_ENV === 'development') return photo;
  throw new Error(
    `${key}: no such photo in ${localPhotoSourceFolder} (put the file there, or upload it in the CMS, and check the name in the post; names are case-sensitive)`,
  );
}
