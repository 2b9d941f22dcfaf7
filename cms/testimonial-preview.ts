/**
 * The CMS preview pane for testimonials: the client's words as a quote, signed as the site signs
 * them, with where it will show and from when (cms/preview.ts's template and styles).
 */
import { testimonialsCopy } from '../content/testimonials';
import { testimonialCmsNotices } from '../content/testimonial-fields';
import { fillCopy } from '../lib/copy';
import { isIsoDate } from '../lib/dates';
import { CMS, h, previewTemplate, text } from './preview';

const TestimonialPreview = previewTemplate(({ entry }, body) => {
  const consent = text(entry, 'consentDate');
  const today = new Date().toISOString().slice(0, 10);
  const notices = [
    text(entry, 'trip') && fillCopy(testimonialCmsNotices.shownOn, { trip: text(entry, 'trip') }),
    isIsoDate(consent) && consent > today && fillCopy(testimonialCmsNotices.waiting, { date: consent }),
    entry.getIn(['data', 'sample']) === true && testimonialCmsNotices.sample,
  ].filter((notice): notice is string => Boolean(notice));
  return h(
    'figure',
    { className: 'preview-column' },
    h('blockquote', null, body),
    h(
      'figcaption',
      { className: 'preview-meta' },
      fillCopy(testimonialsCopy.byline, { name: text(entry, 'name'), city: text(entry, 'city') }),
    ),
    ...notices.map((notice) => h('p', { className: 'preview-notice' }, notice)),
  );
});

CMS.registerPreviewTemplate('testimonials', TestimonialPreview);
