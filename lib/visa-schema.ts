import { z } from 'zod';
import { APPLY_CITIES, FEE_CURRENCIES } from '@/content/visas';
import { draftField, isoDate, photoAltMissing, photoFields, photoHasAlt, requiredText } from './content-entry';

/**
 * What a visa guide file (content/visas/*.md) must hold, checked at build time: the visa guides
 * collection's schema (lib/visas.ts declares the collection). Written for Nigerian passport
 * holders: where to apply is Lagos or Abuja.
 */

const SUMMARY_MAX = 200;

function itemList<Shape extends z.core.$ZodLooseShape>(shape: Shape, example: string, what: string) {
  return z
    .array(z.strictObject(shape, { error: `must be ${what}` }), {
      error: (issue) => (issue.input === undefined ? `is required, e.g. ${example}` : `must be a list, e.g. ${example}`),
    })
    .min(1, { error: `must list at least one, e.g. ${example}` });
}

export const visaSchema = z
  .strictObject({
    title: requiredText('title: "UK visitor visa"'),
    country: requiredText('country: "United Kingdom"'),
    summary: requiredText('summary: "The Standard Visitor visa for holidays…"').max(SUMMARY_MAX, {
      error: `must be at most ${SUMMARY_MAX} characters`,
    }),
    visaTypes: itemList(
      {
        name: requiredText('name: "Standard Visitor visa"'),
        purpose: requiredText('purpose: "Holidays and family visits"'),
        validity: requiredText('validity: "6 months"'),
      },
      'visaTypes: [{ name: Standard Visitor visa, purpose: Holidays, validity: 6 months }]',
      'a visa type with a name, a purpose and a validity',
    ),
    applyAt: itemList(
      {
        centre: requiredText('centre: "VFS Global visa application centre"'),
        city: z.enum(APPLY_CITIES, { error: `must be one of ${APPLY_CITIES.join(', ')}` }),
      },
      'applyAt: [{ centre: VFS Global, city: Lagos }]',
      'a centre and a city',
    ),
    appointmentWait: requiredText('appointmentWait: "2 to 4 weeks"'),
    processingTime: requiredText('processingTime: "about 3 weeks"'),
    fees: itemList(
      {
        item: requiredText('item: "Visa fee"'),
        amount: z
          .number({ error: 'must be a number, without commas or a symbol' })
          .int({ error: 'must be a whole number' })
          .min(0, { error: 'must not be negative' }),
        currency: z.enum(FEE_CURRENCIES, { error: `must be one of ${FEE_CURRENCIES.join(', ')}` }),
      },
      'fees: [{ item: Visa fee, amount: 127, currency: GBP }]',
      'a fee with an item, an amount and a currency',
    ),
    feesValidUntil: isoDate('feesValidUntil: 2027-03-31'),
    documents: itemList(
      { item: requiredText('item: "International passport"'), note: requiredText('note: "…"').optional() },
      'documents: [{ item: International passport, note: Valid 6 months beyond your stay }]',
      'a document with an item and an optional note',
    ),
    checkedOn: isoDate('checkedOn: 2026-11-20'),
    checkAgainBy: isoDate('checkAgainBy: 2027-02-20'),
    ...photoFields,
    draft: draftField,
    sample: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .refine(photoHasAlt, photoAltMissing)
  .refine((guide) => guide.checkAgainBy > guide.checkedOn, {
    path: ['checkAgainBy'],
    error: 'must be after "checkedOn"',
  });

export type VisaFrontmatter = z.output<typeof visaSchema>;
