import { getCollection } from '@/lib/collection';
import { collectionList } from '@/lib/collections';

// Rendered once at build time into out/enquiries.json.
export const dynamic = 'force-static';

/**
 * Each collection's enquiry lines, by the parameter the contact page is opened with (?about=,
 * ?trip=, ?visa=; lib/collections.ts) and then by slug. The contact form fetches it only when a
 * visitor arrives with one of them (lib/contact-prefill.ts), so the contact page does not grow
 * with the content. A collection's quote fields (`tripFields`: each trip's open departures and
 * payment terms, lib/contact-trip.ts) go under `<param>Fields`.
 */
export function GET() {
  const lists = collectionList.flatMap(({ collection, enquiry }) =>
    enquiry
      ? [
          [enquiry.param, enquiry.lines(getCollection(collection))] as const,
          ...(enquiry.fields ? [[`${enquiry.param}Fields`, enquiry.fields(getCollection(collection))] as const] : []),
        ]
      : [],
  );
  return Response.json(Object.fromEntries(lists));
}
