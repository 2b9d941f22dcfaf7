import { allowedImageHosts, isAllowedPhoto } from '../lib/image-origins';
import { imageSources, isAllowedImageSource } from '../lib/markdown';

/** The fields of a post as the CMS holds them while editing. */
export type DraftPost = { image?: unknown; imageAlt?: unknown; body?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Photos the site would not load: not on an allowed host, nor uploaded (the build refuses them, naming the file). */
export function refusedImages(post: DraftPost): string[] {
  const image = text(post.image);
  const refused = imageSources(text(post.body)).filter((url) => /^(https?:)?\/\//i.test(url) && !isAllowedImageSource(url));
  return image && !isAllowedPhoto(image) ? [image, ...refused] : refused;
}

/**
 * What the post schema would refuse that a CMS form field cannot express on its own: a photo needs
 * its description, and every photo must come from an allowed host. Checked before each save, so the
 * editor hears it in the CMS rather than from a failed build.
 */
export function saveProblems(post: DraftPost): string[] {
  const problems: string[] = [];
  if (text(post.image) && !text(post.imageAlt))
    problems.push('The photo needs a description: what it shows, for readers who cannot see it.');
  const refused = refusedImages(post);
  if (refused.length)
    problems.push(`The site only loads photos from ${allowedImageHosts}; move or replace: ${refused.join(', ')}.`);
  return problems;
}
