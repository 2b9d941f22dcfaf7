/**
 * The labels and hints the CMS at /admin/ shows beside each visa guide field. The fields, which
 * are required and their kinds come from the guide schema (lib/visa-schema.ts).
 */
import { draftFieldCopy, photoFieldCopy, sampleFieldCopy } from './entry-fields';
import type { CmsCollectionCopy, CmsFieldCopy } from './types';

export const visaFieldCopy: Record<string, CmsFieldCopy> = {
  title: {
    label: 'Title',
    hint: 'e.g. "UK visitor visa". The address comes from the country: United Kingdom is /visas/united-kingdom/.',
  },
  country: { label: 'Country or area', hint: 'As trips spell it (e.g. United Kingdom), or an area such as Schengen area.' },
  summary: { label: 'Summary', hint: 'One or two sentences for the card, search results and the page’s description.' },
  visaTypes: { label: 'Visa types', labelSingular: 'visa type' },
  'visaTypes.name': { label: 'Name', hint: 'As the embassy names it, e.g. Standard Visitor visa.' },
  'visaTypes.purpose': { label: 'For', hint: 'Who it suits, e.g. holidays, family visits and short business trips.' },
  'visaTypes.validity': { label: 'Valid for', hint: 'e.g. 6 months, stays of up to 6 months.' },
  applyAt: { label: 'Where to apply', labelSingular: 'centre' },
  'applyAt.centre': { label: 'Centre', hint: 'e.g. VFS Global visa application centre, Ikoyi.' },
  'applyAt.city': { label: 'City' },
  appointmentWait: { label: 'Appointment wait', hint: 'What applicants typically wait for a slot, in words: e.g. 2 to 4 weeks.' },
  processingTime: { label: 'Processing time', hint: 'After the appointment, e.g. about 3 weeks.' },
  fees: { label: 'Fees', labelSingular: 'fee' },
  'fees.item': { label: 'What for', hint: 'e.g. Visa fee, or Service charge of the application centre.' },
  'fees.amount': { label: 'Amount', hint: 'Whole units as the embassy publishes it, without commas or a symbol.' },
  'fees.currency': { label: 'Currency' },
  feesValidUntil: {
    label: 'Fees valid until',
    hint: 'The last day the fees show. After it the page says to ask for today’s fee, without anyone publishing.',
  },
  documents: { label: 'Document checklist', labelSingular: 'document' },
  'documents.item': { label: 'Document' },
  'documents.note': { label: 'Note', hint: 'Optional: what the embassy looks for in it.' },
  checkedOn: { label: 'Checked on', hint: 'The day our visa desk last checked the guide against the embassy’s own pages.' },
  checkAgainBy: {
    label: 'Check again by',
    hint: 'After this day the site shows "being re-checked by our visa desk" and hides the fees until the guide is checked and this date moved on. The CMS warns a week before.',
  },
  ...photoFieldCopy,
  ...draftFieldCopy,
  ...sampleFieldCopy('guides', 'the visa desk confirms or replaces them'),
  body: { label: 'Advice', hint: 'What the visa desk warns about: proof of funds, travel history, timing, common refusals.' },
};

export const visasCms: CmsCollectionCopy = {
  fields: visaFieldCopy,
  sortableFields: ['title', 'checkAgainBy'],
  summary: '{{title}} · check again by {{checkAgainBy}}',
  label: 'Visa guides',
  labelSingular: 'Visa guide',
  description:
    'Guides on /visas/ for Nigerian passport holders, one per country or area. A guide is a markdown file in content/visas/.',
};

/** What the CMS preview tells an editor about a guide. `{date}` is its check-again day, `{days}` how many days are left. */
export const visaCmsNotices = {
  /** How many days before `checkAgainBy` the preview starts to warn. */
  warnDaysBefore: 7,
  recheckSoon:
    'Check this guide again by {date} ({days} days left): after that day the site says it is being re-checked and hides its fees. Check it against the embassy’s pages, then move "Checked on" and "Check again by" on.',
  recheckDue:
    'The check-again day was {date}: the site now says this guide is being re-checked and hides its fees. Check it against the embassy’s pages, then move "Checked on" and "Check again by" on.',
  sample: 'Sample guide: the launch check refuses it until the visa desk confirms it and "Sample" is switched off.',
};
