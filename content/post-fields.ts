/**
 * The labels and hints the CMS at /admin/ shows beside each post field, in the editor's words.
 * The fields themselves, and whether each is required, come from the post schema
 * (lib/post-schema.ts); scripts/build/cms-config.ts joins the two. A field missing here still
 * appears in the CMS, labelled with its name; the allowed image hosts and length limits are added
 * to the hints from the schema, so they are never written twice.
 */
import { draftFieldCopy, photoFieldCopy } from './entry-fields';
import type { CmsCollectionCopy, CmsFieldCopy } from './types';

export const postFieldCopy: Record<string, CmsFieldCopy> = {
  title: {
    label: 'Title',
    hint: 'The heading of the post. It also names the file and the address: "A Weekend in Accra" is published at /blog/a-weekend-in-accra/.',
  },
  author: { label: 'Author', hint: 'Who wrote the post, as readers should see it, e.g. Ada Obi.' },
  date: { label: 'Date', hint: 'The day the post is dated. The blog lists the newest first.' },
  ...photoFieldCopy,
  excerpt: {
    label: 'Summary',
    hint: 'One or two sentences for search results and the feed; left empty, the opening of the post is used.',
  },
  tags: {
    label: 'Topics',
    hint: 'Up to a few topics the post is about; each links to a page of every post on that topic. The list is content/topics.ts.',
  },
  trips: {
    label: 'Trips',
    hint: 'Trips this post is about: each is linked at the end of the post, and the trip links back to the post.',
  },
  ...draftFieldCopy,
  body: {
    label: 'Text',
    hint: 'Bold, italic, lists, links, headings. Photos in the text: uploaded ones, or from the image CDN.',
  },
};

export const postsCms: CmsCollectionCopy = {
  label: 'Blog posts',
  labelSingular: 'Blog post',
  description: 'Posts on /blog/. A post is a markdown file in content/posts/; its file name is its address.',
  summary: '{{title}} · {{date}}',
  sortableFields: ['date', 'title', 'author'],
  fields: postFieldCopy,
};
