/**
 * The CMS preview pane for visa guides: the visa types, where to apply, the times, the fees, the
 * document checklist and the text, in the site's styles (cms/preview.ts). It warns a week before
 * `checkAgainBy` and after it (cms/visa-checks.ts).
 */
import { visaCmsNotices } from '../content/visa-fields';
import { visasCopy } from '../content/visas';
import { recheckNotice } from './visa-checks';
import { CMS, h, previewPhoto, previewTemplate, previewTitle, refusedNotice, text, type Entry } from './preview';

/** A list of groups as plain data: Decap holds them as Immutable.js values. */
function items(entry: Entry, field: string): Record<string, unknown>[] {
  const found = entry.getIn(['data', field]) as { toJS?: () => unknown } | undefined;
  const list = typeof found?.toJS === 'function' ? found.toJS() : found;
  return Array.isArray(list)
    ? list.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
}

const words = (...parts: unknown[]) => parts.filter((part) => typeof part === 'string' || typeof part === 'number').join(' ');

function section(title: string, lines: string[], ordered = false): unknown {
  return lines.length
    ? h('section', null, h('h2', null, title), h(ordered ? 'ol' : 'ul', null, ...lines.map((line) => h('li', null, line))))
    : null;
}

const VisaPreview = previewTemplate((props, body) => {
  const { entry } = props;
  const notice = recheckNotice(text(entry, 'checkAgainBy'), new Date().toISOString().slice(0, 10));
  return h(
    'article',
    null,
    h(
      'header',
      { className: 'preview-hero' },
      previewTitle(entry, 'Untitled guide'),
      h('p', { className: 'preview-meta' }, text(entry, 'country')),
    ),
    h(
      'div',
      { className: 'preview-column' },
      notice ? h('p', { className: 'preview-notice', role: 'alert' }, notice) : null,
      refusedNotice(entry),
      previewPhoto(props),
      text(entry, 'summary') ? h('p', null, text(entry, 'summary')) : null,
      section(
        visasCopy.visaTypesTitle,
        items(entry, 'visaTypes').map((type) => words(type.name, '·', type.purpose, '·', type.validity)),
      ),
      section(
        visasCopy.applyTitle,
        items(entry, 'applyAt').map((place) => words(`${String(place.city ?? '')}:`, place.centre)),
      ),
      section(visasCopy.timesTitle, [
        words(`${visasCopy.appointmentWait}:`, text(entry, 'appointmentWait')),
        words(`${visasCopy.processingTime}:`, text(entry, 'processingTime')),
      ]),
      section(
        visasCopy.feesTitle,
        items(entry, 'fees').map((fee) => words(fee.item, '·', fee.amount, fee.currency)),
      ),
      section(
        visasCopy.documentsTitle,
        items(entry, 'documents').map((doc) => words(doc.item, doc.note ? `(${String(doc.note)})` : '')),
        true,
      ),
      body,
      entry.getIn(['data', 'sample']) === true ? h('p', { className: 'preview-notice' }, visaCmsNotices.sample) : null,
    ),
  );
});

CMS.registerPreviewTemplate('visas', VisaPreview);
