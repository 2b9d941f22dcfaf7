/**
 * The copy around testimonials. The testimonials themselves are markdown files in
 * content/testimonials/ (lib/testimonials.ts): a past client's words, first name and city, the
 * trip, the day, and the day they agreed to publication. Shown on that trip's page and a few on
 * Home; never as review or rating markup, which self-serving reviews do not earn.
 */
export const testimonialsCopy = {
  /** On a trip's page, under the day by day. */
  tripTitle: 'What travellers said',
  /** On Home, after Featured Trips. */
  homeTitle: 'From our travellers',
  homeIntro: 'Past clients, in their own words, with their permission.',
  /** How many Home shows: the newest. */
  homeCount: 3,
  /** Under a quote: `{name}`, `{city}`; then the trip (a link) and `{date}`, the month. */
  byline: '{name}, {city}',
  /** Marks a sample quote on the page while `sample: true`. */
  sample: 'Sample',
} as const;
