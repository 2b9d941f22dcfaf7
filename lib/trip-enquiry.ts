import { site } from '@/content/site';
import { tripsCopy } from '@/content/trips';
import { enquiryCall, enquiryHref, type EnquiryCall } from './contact-prefill';
import { fillCopy } from './copy';
import { whatsappHref } from './links';
import { shortTitle } from './entry-enquiry';
import type { Trip } from './trips';

type EnquiredTrip = Pick<Trip, 'slug' | 'title' | 'durationText' | 'offer' | 'priceBasis'>;

/**
 * The first lines of the contact form's message for a visitor coming from this trip: its title,
 * duration and price from (or "price on request" once it has expired), then prompts for the dates
 * and the travellers, which the visitor fills in or rewrites freely.
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

/** "Enquire about this trip": the contact page, carrying the trip's slug (only a key, see lib/contact-prefill.ts). */
export function tripEnquiryHref(trip: Pick<Trip, 'slug'>): string {
  return enquiryHref('trip', trip.slug);
}

/** "Ask on WhatsApp" from a trip page, naming the trip in the prefilled text. */
export function tripWhatsappHref(trip: Pick<Trip, 'title'>): string {
  return whatsappHref(site.whatsapp.number, fillCopy(tripsCopy.enquire.whatsappMessage, { title: shortTitle(trip.title) }));
}

/** The call to enquire at the end of a trip page: the contact form, or WhatsApp naming the trip. */
export function tripEnquiryCall(trip: Pick<Trip, 'slug' | 'title'>): EnquiryCall {
  return enquiryCall(tripsCopy.enquire, { contact: tripEnquiryHref(trip), whatsapp: tripWhatsappHref(trip) });
}
