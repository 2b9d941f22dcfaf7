/**
 * The labels and hints the CMS at /admin/ shows beside each trip field, in the editor's words. The
 * fields, which are required and their kinds come from the trip schema (lib/trip-schema.ts);
 * scripts/build/cms-config.ts joins the two, as it does for posts (content/post-fields.ts).
 */
import { draftFieldCopy, photoFieldCopy, sampleFieldCopy } from './entry-fields';
import type { CmsCollectionCopy, CmsFieldCopy } from './types';

export const tripFieldCopy: Record<string, CmsFieldCopy> = {
  title: {
    label: 'Title',
    hint: 'The trip’s name as visitors see it. It also names the address: "Zanzibar Beach Week" is /trips/zanzibar-beach-week/.',
  },
  summary: { label: 'Summary', hint: 'One or two sentences for the card, search results and the page’s description.' },
  destination: { label: 'Destination' },
  'destination.place': { label: 'Place', hint: 'The city, island or region, e.g. Zanzibar.' },
  'destination.country': { label: 'Country', hint: 'Spelled the same on every trip: the list can be narrowed by it.' },
  service: { label: 'Service', hint: 'The service this trip belongs to; its card on /services/ links to it.' },
  duration: { label: 'Duration' },
  'duration.days': { label: 'Days' },
  'duration.nights': { label: 'Nights' },
  price: { label: 'Price from' },
  'price.amount': {
    label: 'Amount',
    hint: 'The lowest price, in whole units, without commas or a symbol: 1850000 shows as ₦1,850,000.',
  },
  'price.currency': { label: 'Currency', hint: 'Naira unless the trip is sold in another currency.' },
  priceBasis: { label: 'Price basis', hint: 'What the price is for, e.g. per person sharing.' },
  priceValidUntil: {
    label: 'Price valid until',
    hint: 'The last day the price holds. After it the site shows "Price on request" and the trip leaves the home page, without anyone publishing.',
  },
  departures: {
    label: 'Departures',
    hint: 'The dates the trip leaves Lagos. Leave empty for "on request"; past dates drop off by themselves.',
  },
  deposit: { label: 'Deposit to book', hint: 'Either a percentage of the price or an amount in the trip’s currency, not both.' },
  'deposit.percent': { label: 'Percent', hint: 'e.g. 50 for half the price.' },
  'deposit.amount': { label: 'Amount', hint: 'In whole units of the trip’s currency, without commas or a symbol.' },
  balanceDueDays: {
    label: 'Balance due (days before departure)',
    hint: 'e.g. 42 for six weeks. A departure stops taking bookings on that day and leaves the site by itself.',
  },
  childPrice: { label: 'Child price from', hint: 'Optional, in the trip’s currency, whole units. Shown beside the price.' },
  singleSupplement: {
    label: 'Single supplement',
    hint: 'Optional: the extra for a room alone, in the trip’s currency, whole units. Shown beside the price.',
  },
  highlights: { label: 'Highlights', labelSingular: 'highlight', hint: 'Three to five lines a visitor should not miss.' },
  itinerary: { label: 'Day by day', labelSingular: 'day', hint: 'One entry per day, in order: a short title and what happens.' },
  'itinerary.title': { label: 'Day title' },
  'itinerary.text': { label: 'What happens' },
  included: { label: 'Included', labelSingular: 'line' },
  notIncluded: { label: 'Not included', labelSingular: 'line' },
  visa: { label: 'Visa guide', hint: 'The guide for the trip’s country, if there is one: the trip page links to it.' },
  ...photoFieldCopy,
  ...draftFieldCopy,
  ...sampleFieldCopy('trips', 'the agency confirms or replaces the prices and switches this off'),
  body: {
    label: 'About the trip',
    hint: 'A few paragraphs: who the trip suits, what the price covers, how to book. Lists work well for tiers, as Umrah’s Economy, Standard and Premium.',
  },
};

export const tripsCms: CmsCollectionCopy = {
  label: 'Trips',
  labelSingular: 'Trip',
  description:
    'Packages on /trips/, each with its price, itinerary and an enquiry button. A trip is a markdown file in content/trips/.',
  summary: '{{title}} · valid until {{priceValidUntil}}',
  sortableFields: ['title', 'priceValidUntil'],
  fields: tripFieldCopy,
};

/** What the CMS preview tells an editor about a trip. `{date}` is the price's last day. */
export const tripCmsNotices = {
  priceExpired:
    'The price expired on {date}: the site now shows "Price on request" for this trip. Set a new price and a new "Price valid until" day.',
  sample: 'Sample trip: the launch check refuses it until the prices are confirmed and "Sample" is switched off.',
};
