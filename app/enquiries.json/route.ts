import { getAllPosts } from '@/lib/posts';
import { enquiryLines } from '@/lib/post-enquiry';
import { tripEnquiryLines, tripFieldsList } from '@/lib/trip-enquiry';
import { getAllTrips } from '@/lib/trips';

// Rendered once at build time into out/enquiries.json.
export const dynamic = 'force-static';

/**
 * Each post's and each trip's enquiry lines, by the parameter the contact page is opened with
 * (?about=, ?trip=) and then by slug. The contact form fetches it only when a visitor arrives with
 * one of them (lib/contact-prefill.ts), so the contact page does not grow with the blog or the trips.
 * `tripFields`: each trip's enquiry fields, its open departures and payment terms (lib/contact-trip.ts).
 */
export function GET() {
  const trips = getAllTrips();
  return Response.json({ about: enquiryLines(getAllPosts()), trip: tripEnquiryLines(trips), tripFields: tripFieldsList(trips) });
}
