/**
 * Where the preview finds the agency's own photos. The site never publishes an original (the build
 * replaces it with its variants), so the preview cannot simply load `/images/uploads/x.jpg`:
 * - a photo the editor has just picked is shown from the file itself, kept here by upload-checks
 *   when it accepts the file (Decap hands a new upload to the preview only sometimes, and it saves
 *   it under a tidied name: spaces become dashes);
 * - a photo already published is shown as the site's own variant at the preview's width, listed
 *   by scripts/build/cms.ts from the build's photo manifest.
 */
import { photoKey } from '../lib/photo-files';

/** The width the preview asks for, of an image-CDN photo and of an own photo's variants. */
export const previewPhotoWidth = 1200;

/** A file name as Decap may have rewritten it: accents, case, spaces and punctuation ignored. */
export function looseName(path: string): string {
  const name = path.split('/').pop() ?? '';
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
}

const picked = new Map<string, string>();

/** Keeps a file the editor picked, to preview it before it is saved. */
export function rememberPicked(file: Blob & { name: string }): void {
  const key = looseName(file.name);
  const previous = picked.get(key);
  if (previous) URL.revokeObjectURL(previous);
  picked.set(key, URL.createObjectURL(file));
}

/** The picked file behind a photo path (a blob: URL), if the editor picked it in this session. */
export function pickedPhotoUrl(path: string): string | undefined {
  return picked.get(looseName(path));
}

/** Written in by the build: the site's variant of each published own photo, by its path. */
const published: Record<string, string> = JSON.parse(process.env.CMS_PUBLISHED_PHOTOS || '{}') as Record<string, string>;

/** The site's own variant of a published photo. */
export function publishedPhotoUrl(path: string): string | undefined {
  return published[photoKey(path)];
}
