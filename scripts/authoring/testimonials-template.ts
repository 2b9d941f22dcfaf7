/**
 * What `npm run new -- testimonials "Ngozi, Lagos"` writes: a draft testimonial whose every field
 * passes the testimonial schema (scripts/authoring/templates.test.ts checks it against
 * lib/testimonials.ts), signed with the title's first name and city, naming a published trip the
 * editor replaces with the client's, with comments saying what each field is for.
 */
import { getCollection } from '@/lib/collection';
import { trips } from '@/lib/trips';

export function template({ title, today }: { title: string; today: string }): string {
  const [who = '', city = ''] = title.split(',').map((part) => part.trim());
  const tripNames = getCollection(trips).map((trip) => trip.slug);
  return `---
# The client's first name only, and their city: the quote is signed with both.
name: ${JSON.stringify(who.split(/\s+/)[0] || 'Replace')}
city: ${JSON.stringify(city || 'Replace with the city')}
# The trip the client took, by its file name in content/trips/: one of ${tripNames.join(', ')}.
trip: ${tripNames[0] ?? 'replace-with-a-trip'}
# The day the client said or wrote it, and the day they agreed in writing to its publication with
# their first name and city: the site shows it from that day.
date: ${today}
consentDate: ${today}
# Delete this line when the client has agreed and the words are theirs.
draft: true
---

Replace with the client's own words.
`;
}
