import { z } from 'zod';
import { CURRENCIES } from '@/content/trips';
import { reference } from './collection';
import { draftField, isoDate, photoAltMissing, photoFields, photoHasAlt, requiredText, textList } from './content-entry';
import { services } from './services';
import { visas } from './visas';

/**
 * What a trip file (content/trips/*.md) must hold, checked at build time: the trips collection's
 * schema (lib/trips.ts declares the collection; lib/content-entry.ts reads a file against it, as it
 * does a post). Nested fields are objects and lists of objects, which the CMS shows as groups and
 * lists (scripts/build/cms-config.ts).
 */

const SUMMARY_MAX = 200;
const SERVICE_IDS = services.map((service) => service.id) as [string, ...string[]];

function wholeNumber(name: string, example: string, { min }: { min: number }) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? `is required, e.g. ${example}` : `must be a number of ${name}`) })
    .int({ error: `must be a whole number of ${name}` })
    .min(min, { error: `must be at least ${min}` });
}

export const tripSchema = z
  .strictObject({
    title: requiredText('title: "Zanzibar Beach Week"'),
    summary: requiredText('summary: "Seven days on the white sand of Nungwi…"').max(SUMMARY_MAX, {
      error: `must be at most ${SUMMARY_MAX} characters`,
    }),
    destination: z.strictObject(
      { place: requiredText('place: "Zanzibar"'), country: requiredText('country: "Tanzania"') },
      { error: 'is required, with a place and a country, e.g. destination: { place: Zanzibar, country: Tanzania }' },
    ),
    service: z.enum(SERVICE_IDS, { error: `must be one of the services: ${SERVICE_IDS.join(', ')}` }),
    duration: z.strictObject(
      { days: wholeNumber('days', 'days: 7', { min: 1 }), nights: wholeNumber('nights', 'nights: 6', { min: 0 }) },
      { error: 'is required, e.g. duration: { days: 7, nights: 6 }' },
    ),
    price: z.strictObject(
      {
        amount: wholeNumber('units of the currency, without commas or a symbol', 'amount: 1850000', { min: 1 }),
        currency: z.enum(CURRENCIES, { error: `must be one of ${CURRENCIES.join(', ')}` }).default('NGN'),
      },
      { error: 'is required, e.g. price: { amount: 1850000, currency: NGN }' },
    ),
    priceBasis: requiredText('priceBasis: "per person sharing"'),
    priceValidUntil: isoDate('priceValidUntil: 2026-12-15'),
    departures: z.array(isoDate('2026-12-13'), { error: 'must be a list of days, e.g. departures: [2026-12-13]' }).default([]),
    // Payment terms (lib/trip-payment.ts): a deposit to book, as a percentage of the price or an
    // amount in the trip's currency, and the balance due so many days before departure, which is
    // also when a departure stops taking bookings (lib/trip-departures.ts).
    deposit: z
      .strictObject(
        {
          percent: wholeNumber('percent', 'percent: 50', { min: 1 }).max(100, { error: 'must be at most 100' }).optional(),
          amount: wholeNumber('units of the currency, without commas or a symbol', 'amount: 500000', { min: 1 }).optional(),
        },
        { error: 'must be a percentage or an amount, e.g. deposit: { percent: 50 }' },
      )
      .refine((deposit) => (deposit.percent === undefined) !== (deposit.amount === undefined), {
        error: 'must give either a percent or an amount, not both, e.g. deposit: { percent: 50 }',
      })
      .optional(),
    balanceDueDays: wholeNumber('days before departure', 'balanceDueDays: 42', { min: 1 }).optional(),
    childPrice: wholeNumber('units of the currency, without commas or a symbol', 'childPrice: 1250000', { min: 1 }).optional(),
    singleSupplement: wholeNumber('units of the currency, without commas or a symbol', 'singleSupplement: 450000', {
      min: 1,
    }).optional(),
    highlights: textList('highlights: ["Sunset dhow cruise"]', { min: 1 }),
    itinerary: z
      .array(
        z.strictObject(
          { title: requiredText('title: "Arrival in Stone Town"'), text: requiredText('text: "Met at the airport…"') },
          { error: 'must be a day with a title and a text' },
        ),
        { error: 'is required: a list of days, each with a title and a text' },
      )
      .min(1, { error: 'must have at least one day' }),
    included: textList('included: ["Return flights from Lagos"]', { min: 1 }),
    notIncluded: textList('notIncluded: ["Travel insurance"]').default([]),
    /** The visa guide for the trip's country, by its file name in content/visas/ (checked when the trips load). */
    visa: reference(visas).optional(),
    ...photoFields,
    draft: draftField,
    sample: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .refine(photoHasAlt, photoAltMissing)
  .refine((trip) => trip.duration.nights <= trip.duration.days, {
    path: ['duration', 'nights'],
    error: 'must not be more than the days',
  })
  .refine((trip) => trip.deposit?.amount === undefined || trip.deposit.amount < trip.price.amount, {
    path: ['deposit', 'amount'],
    error: 'must be less than the price ("price.amount")',
  })
  .refine((trip) => trip.itinerary.length <= trip.duration.days, {
    path: ['itinerary'],
    error: 'has more days than the trip lasts ("duration.days")',
  });

export type TripFrontmatter = z.output<typeof tripSchema>;
