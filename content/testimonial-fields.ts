/**
 * The labels and hints the CMS at /admin/ shows beside each testimonial field. The fields, which
 * are required and their kinds come from the testimonial schema (lib/testimonials.ts).
 */
import { draftFieldCopy, sampleFieldCopy } from './entry-fields';
import type { CmsCollectionCopy, CmsFieldCopy } from './types';

export const testimonialFieldCopy: Record<string, CmsFieldCopy> = {
  name: { label: 'First name', hint: 'The client’s first name only, e.g. Ngozi. With the city, it is how the quote is signed.' },
  city: { label: 'City', hint: 'Where the client lives, e.g. Lagos or Abuja.' },
  trip: { label: 'Trip', hint: 'The trip the client took with us: the quote shows on that trip’s page.' },
  date: { label: 'Said on', hint: 'The day the client said or wrote it.' },
  consentDate: {
    label: 'Agreed to publication on',
    hint: 'The day the client agreed, in writing, to the quote with their first name and city. The site shows it from that day; no consent, no testimonial.',
  },
  ...draftFieldCopy,
  ...sampleFieldCopy('quotes', 'they are replaced by a client’s own words'),
  body: { label: 'The client’s words', hint: 'As the client said or wrote them, shortened only with their agreement.' },
};

export const testimonialsCms: CmsCollectionCopy = {
  fields: testimonialFieldCopy,
  sortableFields: ['date', 'name'],
  summary: '{{name}}, {{city}} · {{trip}} · {{date}}',
  label: 'Testimonials',
  labelSingular: 'Testimonial',
  description:
    'Past clients’ words, with their consent: each shows on its trip’s page, and the newest on Home. A testimonial is a markdown file in content/testimonials/.',
};

/** What the CMS preview tells an editor about a testimonial. `{trip}` is the trip's file name, `{date}` a day. */
export const testimonialCmsNotices = {
  shownOn: 'Shows on the page of the trip "{trip}", and on Home while it is among the newest three.',
  waiting: 'Not on the site before {date}, the day the client agreed to its publication.',
  sample: 'A sample: the launch check refuses it until a client’s own words replace it.',
} as const;
