/**
 * What `npm run new -- trips "Title"` (or `npm run new-trip`) writes: a draft trip whose every field
 * passes the trip schema (scripts/authoring/templates.test.ts checks it against lib/trip-schema.ts),
 * with examples an editor replaces and comments saying what each field is for.
 */
import { CURRENCIES } from '@/content/trips';
import { allowedImageOrigins } from '@/lib/image-origins';
import { services } from '@/lib/services';
import { laterDay as later } from './dates';

export function template({ title, today }: { title: string; today: string }): string {
  // JSON strings are valid YAML, so quotes, colons and accents in a title need no further care.
  return `---
title: ${JSON.stringify(title)}
# One or two sentences for the card, search results and the page's description (at most 200 characters).
summary: "Replace with what makes this trip worth taking, in one or two sentences."
destination:
  place: "Marrakech"
  country: "Morocco"
# One of: ${services.map((service) => service.id).join(', ')}
service: leisure-family-travel
duration:
  days: 4
  nights: 3
# The lowest price, in whole units without commas; currency one of ${CURRENCIES.join(', ')} (NGN when left out).
price:
  amount: 1500000
  currency: NGN
priceBasis: "per person sharing"
# The last day the price holds: after it the site shows "Price on request" by itself.
priceValidUntil: ${later(today, 60)}
# The days the trip leaves Lagos; leave the list empty ([]) for "on request".
departures: [${later(today, 30)}]
highlights:
  - "Replace with a highlight"
itinerary:
  - title: "Lagos to the destination"
    text: "Replace with what happens on day one."
  - title: "Day two"
    text: "Replace with what happens on day two."
included:
  - "Return economy flights from Lagos"
notIncluded:
  - "Travel insurance"
# Optional: a photo on ${allowedImageOrigins[0]} or an uploaded one, and what it shows.
# image: ${allowedImageOrigins[0]}/photo-1552249352-02a0817a2d95
# imageAlt: A family walking together along a sunny beach
# Delete this line when the trip is ready to publish.
draft: true
---

Who the trip suits, what the price covers and how to book it. Markdown works: **bold**, lists, links.
`;
}
