import { site } from '@/content/site';
import { tripsCopy } from '@/content/trips';
import { enquiryCall, enquiryHref, type EnquiryCall } from './contact-prefill';
import type { TripFieldsData } from './contact-trip';
import { fillCopy } from './copy';
import { formatDate } from './dates';
import { whatsappHref } from './links';
import { shortTitle } from './entry-enquiry';
import { paymentTermLines } from './trip-payment';
import type { Trip } from './trips';

type EnquiredTrip = Pick<Trip, 'slug' | 'title' | 'durationText' | 'offer' | 'priceBasis'>;

/**
 * The first line of the contact form's message for a visitor coming from this trip: its title,
 * duration and price from (or "price on request" once it has expired). The departure and the
 * travellers are fields of their own (tripFieldsList).
 */
export function tripEnquiryLine(trip: EnquiredTrip): string {
  const { enquire } = tripsCopy;
  const price = trip.offer
    ? fillCopy(enquire.enquiryPrice, { amount: trip.offer.price, basis: trip.priceBasis })
    : tripsCopy.priceOnRequest.toLowerCase();
  return fillCopy(enquire.enquiryLine, { title: shortTitle(trip.title), duration: trip.durationText, price });
}

/** Every trip's enquiry lines by slug: the list the contact form looks `?trip=` up in (app/enquiries.json). */
export function tripEnquiryLines(trips: readonly EnquiredTrip[]): Record<string, string> {
  return Object.fromEntries(trips.map((trip) => [trip.slug, tripEnquiryLine(trip)]));
}

/** A departure as the enquiry's choice and the WhatsApp text write it: "5 February 2027", the agency's way. */
export const departureLabel = (day: string) => formatDate(day, 'en-GB');

type FieldsTrip = Parameters<typeof paymentTermLines>[0] & Pick<Trip, 'slug' | 'title' | 'upcomingDepartures'>;

/**
 * Every trip's enquiry fields by slug (app/enquiries.json, `tripFields`): its title, its departures
 * still open on the build's day (lib/trip-departures.ts), written out, and its payment terms.
 */
export function tripFieldsList(trips: readonly FieldsTrip[]): Record<string, TripFieldsData> {
  return Object.fromEntries(
    trips.map((trip) => [
      trip.slug,
      { title: trip.title, departures: trip.upcomingDepartures.map(departureLabel), terms: paymentTermLines(trip) },
    ]),
  );
}

/** "Enquire about this trip": the contact page, carrying the trip's slug (only a key, see lib/contact-prefill.ts). */
export function tripEnquiryHref(trip: Pick<Trip, 'slug'>): string {
  return enquiryHref('trip', trip.slug);
}

/**
 * "Ask on WhatsApp" from a trip page: the prefilled text names the trip and asks for the departure
 * (naming the open ones) and the travellers, adults and children with their ages.
 */
export function tripWhatsappHref(trip: Pick<Trip, 'title' | 'upcomingDepartures'>): string {
  const { enquire } = tripsCopy;
  const departure =
    trip.upcomingDepartures.length > 0
      ? fillCopy(enquire.whatsappDepartures, { dates: trip.upcomingDepartures.map(departureLabel).join(', ') })
      : enquire.whatsappNoDepartures;
  return whatsappHref(site.whatsapp.number, fillCopy(enquire.whatsappMessage, { title: shortTitle(trip.title), departure }));
}

/** The call to enquire at the end of a trip page: the contact form, or WhatsApp naming the trip. */
export function tripEnquiryCall(trip: Pick<Trip, 'slug' | 'title' | 'upcomingDepartures'>): EnquiryCall {
  return enquiryCall(tripsCopy.enquire, { contact: tripEnquiryHref(trip), whatsapp: tripWhatsappHref(trip) });
}
