/**
 * The agency's own photos, made light and private for the web. Two commands of `npm run build`:
 *
 *   npx tsx scripts/build/photos.ts            before `next build`: every file in the local photo
 *                                              folder becomes WebP variants in .cache/photos/, and the
 *                                              manifest the image loader reads is written
 *   npx tsx scripts/build/photos.ts --publish  after it: the variants go into the export under
 *                                              /_photos/, and the originals are taken out of it
 *
 * Each variant is upright (EXIF orientation applied), in sRGB, with no metadata at all (sharp
 * writes none unless asked: no GPS, time or camera serial), and never wider than its original.
 * Variants are cached by the original's content hash, so a rebuild only processes new or changed
 * photos. A file that cannot be used stops the build with one line per file saying what to do
 * (lib/photo-files.ts, the same words the CMS uses).
 *
 * sharp directly rather than next-image-export-optimizer: docs/decisions/0006-sharp-over-next-image-export-optimizer.md.
 *
 * Environment: EXPORT_DIR (default out), PHOTOS_DIR (where the photos are; default the local photo
 * folder under public/; the fixture builds point it elsewhere).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { photoQuality } from '@/content/photo-quality';
import { localPhotoFolder } from '@/lib/image-origins';
import { photoCacheDir, photoManifestPath, photoVariantFolder, type LocalPhoto, type PhotoManifest } from '@/lib/local-photos';
import {
  fileProblem,
  localPhotoSourceFolder,
  MAX_PHOTO_MEGAPIXELS,
  photoProblemMessage,
  type PhotoProblem,
} from '@/lib/photo-files';
import { slugify } from '@/lib/slug';
import nextConfig from '../../next.config.mjs';
import { isEntryPoint, readCommandLine, runStep } from '../lib/cli';
import { exportFiles, exportLocation } from '../lib/export-files';

const COMMAND = 'photos';

/** The agency's own photos are encoded as the CDN's are: one source for the quality (content/photo-quality.ts). */
const QUALITY = photoQuality.standard;
/** Changes with the encoding (bump the version by hand), so cached variants from an older recipe are made again. */
const RECIPE = `webp-q${QUALITY}-v1`;

/**
 * The widths to make: those next/image asks the loader for, read from `images` in next.config.mjs
 * (its device sizes, and the image sizes a photo in a column can need); below 256 px a 256 px
 * variant is sent, which costs little. Both lists must be written there, so the photo step and
 * next/image read the same numbers from public config.
 */
export function variantWidthsFrom(images: { deviceSizes?: number[]; imageSizes?: number[] } | undefined): number[] {
  const { deviceSizes, imageSizes } = images ?? {};
  if (!deviceSizes?.length || !imageSizes?.length)
    throw new Error(
      'next.config.mjs: images.deviceSizes and images.imageSizes must both be set; the photo step makes a variant for each width next/image asks for',
    );
  return [...new Set([...imageSizes.filter((width) => width >= 256), ...deviceSizes])].sort((a, b) => a - b);
}

export const VARIANT_WIDTHS: readonly number[] = variantWidthsFrom(nextConfig.images);

/** The widths to make for an original this wide: each asked-for width it covers, and its own width when narrower than the widest. */
export function variantWidths(originalWidth: number, widths: readonly number[] = VARIANT_WIDTHS): number[] {
  const covered = widths.filter((width) => width <= originalWidth);
  const widest = widths.at(-1) ?? originalWidth;
  return originalWidth < widest && !covered.includes(originalWidth) ? [...covered, originalWidth] : covered;
}

/** A photo's name in a URL: its stem in lowercase ASCII (accents folded), so spaces or "é" never need escaping. */
export function variantStem(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '');
  const ascii = stem
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x00-\x7f]/g, '-');
  return slugify(ascii) || 'photo';
}

/** An editor-facing problem with one photo. */
export class PhotoError extends Error {
  constructor(displayPath: string, problem: PhotoProblem) {
    super(photoProblemMessage(displayPath, problem));
    this.name = 'PhotoError';
  }
}

type CacheEntry = { width: number; height: number; widths: number[] };

/** Reads one original and makes its variants in `cacheDir/<hash>/` unless they are there already. */
export async function preparePhoto(
  file: string,
  displayPath: string,
  cacheDir: string = photoCacheDir,
): Promise<CacheEntry & { hash: string; cached: boolean }> {
  const size = statSync(file).size;
  const early = fileProblem({ name: file, size });
  if (early) throw new PhotoError(displayPath, early);
  const input = readFileSync(file);
  const hash = createHash('sha256').update(RECIPE).update(input).digest('hex').slice(0, 16);
  const folder = join(cacheDir, hash);
  const metaFile = join(folder, 'meta.json');
  if (existsSync(metaFile)) return { ...(JSON.parse(readFileSync(metaFile, 'utf8')) as CacheEntry), hash, cached: true };

  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new PhotoError(displayPath, { kind: 'not-an-image' });
  }
  if (meta.format === 'svg') throw new PhotoError(displayPath, { kind: 'svg' });
  if (meta.format === 'heif' && meta.compression !== 'av1') throw new PhotoError(displayPath, { kind: 'heic' });
  if ((meta.format === 'gif' || meta.format === 'webp') && (meta.pages ?? 1) > 1)
    throw new PhotoError(displayPath, { kind: 'animated' });
  const megapixels = (meta.width * meta.height) / 1e6;
  if (megapixels > MAX_PHOTO_MEGAPIXELS) throw new PhotoError(displayPath, { kind: 'too-many-pixels', megapixels });

  // Orientations 5 to 8 turn the picture a quarter: the upright photo is as wide as the file is tall.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const widths = variantWidths(width);
  mkdirSync(folder, { recursive: true });
  try {
    // One decode, upright and in sRGB (a CMYK or wide-gamut original looks the same everywhere), then each width from it.
    const upright = sharp(input, { failOn: 'truncated', limitInputPixels: MAX_PHOTO_MEGAPIXELS * 1e6 })
      .autoOrient()
      .toColourspace('srgb');
    await Promise.all(
      widths.map((variantWidth) =>
        upright
          .clone()
          .resize({ width: variantWidth })
          .webp({ quality: QUALITY })
          .toFile(join(folder, `${variantWidth}.webp`)),
      ),
    );
  } catch {
    rmSync(folder, { recursive: true, force: true });
    throw new PhotoError(displayPath, { kind: 'damaged' });
  }
  const entry: CacheEntry = { width, height, widths };
  // Written last: a folder without it is an interrupted run, made again next time.
  writeFileSync(metaFile, JSON.stringify(entry));
  return { ...entry, hash, cached: false };
}

/** The published path of one variant: `/_photos/<name>-<hash>-<width>.webp`. */
function variantPath(fileName: string, hash: string, width: number): string {
  return `${photoVariantFolder}${variantStem(fileName)}-${hash}-${width}.webp`;
}

/** Every file in the photo folder, at any depth, skipping hidden ones (.gitkeep, .DS_Store). */
function photoFiles(dir: string): string[] {
  return existsSync(dir) ? exportFiles(dir, '').filter((file) => !basename(file).startsWith('.')) : [];
}

/** Prepares every photo in `sourceDir`; returns the manifest, or throws one error listing every problem. */
export async function preparePhotos(
  sourceDir: string,
  cacheDir: string = photoCacheDir,
): Promise<{ manifest: PhotoManifest; made: number }> {
  const manifest: PhotoManifest = {};
  const problems: string[] = [];
  let made = 0;
  for (const file of photoFiles(sourceDir)) {
    const name = relative(sourceDir, file).split(/[\\/]/).join('/');
    const displayPath = join(relative(process.cwd(), sourceDir) || '.', name);
    try {
      const { width, height, widths, hash, cached } = await preparePhoto(file, displayPath, cacheDir);
      if (!cached) made += 1;
      const photo: LocalPhoto = { width, height, variants: widths.map((w) => ({ width: w, path: variantPath(name, hash, w) })) };
      manifest[`${localPhotoFolder}${name}`.normalize('NFC')] = photo;
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) {
    throw new Error(
      problems.length === 1 ? (problems[0] ?? '') : `${problems.length} photos cannot be used:\n- ${problems.join('\n- ')}`,
    );
  }
  return { manifest, made };
}

/** The cached file behind a published variant path (its name carries the content hash and width). */
function cachedVariant(cacheDir: string, path: string): string {
  const match = /-([0-9a-f]{16})-(\d+)\.webp$/.exec(path);
  const file = match ? join(cacheDir, match[1] ?? '', `${match[2]}.webp`) : '';
  if (!file || !existsSync(file)) throw new Error(`${path}: its variant is missing from ${cacheDir}; run "npm run build" again`);
  return file;
}

/** Copies the manifest's variants into the export and removes the originals from it. */
export function publishPhotos(exportDir: string, manifest: PhotoManifest, cacheDir: string = photoCacheDir): number {
  let count = 0;
  for (const photo of Object.values(manifest)) {
    for (const variant of photo.variants) {
      const target = join(exportDir, variant.path);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(cachedVariant(cacheDir, variant.path), target);
      count += 1;
    }
  }
  // Camera originals (full size, with their EXIF) never leave the repository.
  rmSync(join(exportDir, localPhotoFolder), { recursive: true, force: true });
  return count;
}

/** The build's `photos` step, before `next build`: the variants of every photo in PHOTOS_DIR, and the manifest. */
export async function preparePhotosStep(): Promise<string> {
  const manifestFile = photoManifestPath();
  const sourceDir = process.env.PHOTOS_DIR || localPhotoSourceFolder;
  const result = await preparePhotos(sourceDir);
  mkdirSync(dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, JSON.stringify(result.manifest, null, 1));
  const total = Object.keys(result.manifest).length;
  return `${total} photos in ${sourceDir} (${result.made} new or changed, ${total - result.made} cached)`;
}

/** The build's `photos --publish` step, after `next build`: the manifest's variants into the export, the originals out of it. */
export function publishPhotosStep({ dir }: { dir: string }): string {
  const manifestFile = photoManifestPath();
  const exportDir = relative(process.cwd(), dir) || '.';
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as PhotoManifest) : {};
  const count = publishPhotos(exportDir, manifest);
  return `${count} variants of ${Object.keys(manifest).length} photos in ${join(exportDir, photoVariantFolder)}`;
}

if (isEntryPoint(import.meta.url)) {
  const { values } = readCommandLine(COMMAND, { options: { publish: { type: 'boolean', default: false } } });
  // With --publish the export must be there, or the variants would go into a folder nothing serves.
  runStep(COMMAND, () => (values.publish ? publishPhotosStep(exportLocation(COMMAND, undefined)) : preparePhotosStep()));
}
