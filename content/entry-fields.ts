/**
 * The CMS copy of the fields several collections share (the photo, the draft and sample switches):
 * written once here, spread into each collection's own copy (content/*-fields.ts).
 */
import type { CmsFieldCopy } from './types';

/** The photo's fields, the same for every collection with a photo (lib/content-entry.ts has one photo rule). */
export const photoFieldCopy: Record<'image' | 'imageAlt', CmsFieldCopy> = {
  image: {
    label: 'Photo',
    hint: "Upload the agency's own photo (Choose an image), or insert the address of a photo on the image CDN, starting with https://. It shows in the preview as on the site.",
  },
  imageAlt: { label: 'Photo description', hint: 'Required with a photo: what it shows, for visitors who cannot see it.' },
};

export const draftFieldCopy: Record<'draft', CmsFieldCopy> = {
  draft: { label: 'Draft', hint: 'A draft stays off the published site until this is switched off.' },
};

/** The `sample` switch of a collection the site came with examples of: what they are, and what ends them. */
export const sampleFieldCopy = (examples: string, until: string): Record<'sample', CmsFieldCopy> => ({
  sample: {
    label: 'Sample',
    hint: `Switched on for the example ${examples} the site came with. The launch check refuses them until ${until}.`,
  },
});
