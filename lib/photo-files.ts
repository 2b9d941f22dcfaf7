import { localPhotoFolder } from './image-origins';

/**
 * What an own photo may be, and what an editor is told when it is not. The build step
 * (scripts/build/photos.ts) and the CMS's upload check (cms/upload-checks.ts) both read this, so
 * a file is refused in the same words in either place.
 */

/** Larger files are refused: 40 MB covers any phone or camera JPEG; beyond that it is a raw or a scan. */
export const MAX_PHOTO_MB = 50;
/** Larger images are refused; anything up to this is scaled down (the widest variant is 3840 px). */
export const MAX_PHOTO_MEGAPIXELS = 100;

/** The formats the build can read and re-encode, by the file name endings an editor's files carry. */
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.tif', '.tiff'] as const;

const HOW_TO_EXPORT =
  'export it as a JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible; on a Mac: open it in Preview, File > Export, Format JPEG) and upload that';

/** The problems a photo can have; each has one message. */
export type PhotoProblem =
  | { kind: 'too-large'; megabytes: number }
  | { kind: 'too-many-pixels'; megapixels: number }
  | { kind: 'unsupported-type' }
  | { kind: 'heic' }
  | { kind: 'svg' }
  | { kind: 'animated' }
  | { kind: 'damaged' }
  | { kind: 'not-an-image' };

/** The message an editor reads: the file, what is wrong, and what to do. */
export function photoProblemMessage(fileName: string, problem: PhotoProblem): string {
  const file = `"${fileName}"`;
  switch (problem.kind) {
    case 'too-large':
      return `${file} is ${problem.megabytes.toFixed(1)} MB; photos may be at most ${MAX_PHOTO_MB} MB: export it as a JPEG at a smaller size and upload that`;
    case 'too-many-pixels':
      return `${file} has ${Math.round(problem.megapixels)} megapixels; photos may have at most ${MAX_PHOTO_MEGAPIXELS}: export it at a smaller size (4000 pixels wide is plenty) and upload that`;
    case 'unsupported-type':
      return `${file} is not a photo the site can use: upload a JPEG, PNG, WebP or AVIF file`;
    case 'heic':
      return `${file} is an iPhone HEIC photo, which the site cannot convert: ${HOW_TO_EXPORT}`;
    case 'svg':
      return `${file} is an SVG drawing, which can carry scripts and is not accepted as a photo: export it as a PNG and upload that`;
    case 'animated':
      return `${file} is animated; the site shows still photos: upload one frame as a JPEG or PNG`;
    case 'damaged':
      return `${file} is damaged or incomplete (the file ends early or is corrupt): copy or export it again from the original and upload that`;
    case 'not-an-image':
      return `${file} is not an image the site can read: upload a JPEG, PNG, WebP or AVIF file`;
  }
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

/**
 * What can be told from a file's name and size alone, before it is read: the CMS checks this when
 * an editor picks a file, the build before decoding it.
 */
export function fileProblem({ name, size }: { name: string; size: number }): PhotoProblem | null {
  const extension = extensionOf(name);
  if (extension === '.heic' || extension === '.heif') return { kind: 'heic' };
  if (extension === '.svg' || extension === '.svgz') return { kind: 'svg' };
  if (!(PHOTO_EXTENSIONS as readonly string[]).includes(extension)) return { kind: 'unsupported-type' };
  if (size > MAX_PHOTO_MB * 1024 * 1024) return { kind: 'too-large', megabytes: size / (1024 * 1024) };
  return null;
}

/** Where an editor finds the photos, for messages: `public/images/uploads/`. */
export const localPhotoSourceFolder = `public${localPhotoFolder}`;

/** The manifest key of a path as written in a post (`/images/uploads/My%20photo.jpg` or with a space). */
export function photoKey(src: string): string {
  let path = src;
  try {
    path = decodeURI(src);
  } catch {
    // A stray % is part of the name.
  }
  return path.normalize('NFC');
}
