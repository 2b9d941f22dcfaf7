/**
 * No image in the export carries camera metadata: every JPEG, PNG, WebP, AVIF, GIF and TIFF is
 * read with sharp, and any EXIF (GPS position, time, camera serial) or XMP block fails the check,
 * naming the file. The build strips them from the agency's own photos (scripts/build/photos.ts);
 * this catches a photo that reached the export some other way.
 *
 *   npx tsx scripts/check/photo-metadata.ts [--dir out]      (EXPORT_DIR as for the build)
 */
import { relative } from 'node:path';
import sharp from 'sharp';
import { isEntryPoint, runStep } from '../lib/cli';
import { exportFiles, exportFromCommandLine } from '../lib/export-files';

const COMMAND = 'photo-metadata';
const IMAGE = /\.(jpe?g|png|webp|avif|gif|tiff?|heic|heif)$/i;

/** What each image in `dir` still says about where and how it was taken: one line per image that says anything. */
export async function metadataProblems(dir: string): Promise<{ images: number; problems: string[] }> {
  const files = exportFiles(dir, '').filter((file) => IMAGE.test(file));
  const problems: string[] = [];
  for (const file of files) {
    const { exif, xmp } = await sharp(file).metadata();
    const found = [exif && `EXIF (${exif.length} bytes)`, xmp && 'XMP'].filter(Boolean);
    if (found.length) problems.push(`${relative(dir, file)} carries ${found.join(' and ')}`);
  }
  return { images: files.length, problems };
}

if (isEntryPoint(import.meta.url))
  runStep(COMMAND, async () => {
    const { dir } = exportFromCommandLine(COMMAND);
    const { images, problems } = await metadataProblems(dir);
    if (problems.length) throw new Error(`camera metadata in the export:\n- ${problems.join('\n- ')}`);
    return `${images} images in ${dir}, none with EXIF or XMP`;
  });
