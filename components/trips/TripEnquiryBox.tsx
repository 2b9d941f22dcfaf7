import { EnquiryBox } from '@/components/ui/EnquiryBox';
import { tripsCopy } from '@/content/trips';
import { tripEnquiryHref, tripWhatsappHref } from '@/lib/trip-enquiry';
import type { Trip } from '@/lib/trips';

/** The call to enquire at the end of a trip page: the contact form, or WhatsApp naming the trip. */
export function TripEnquiryBox({ trip }: { trip: Pick<Trip, 'slug' | 'title'> }) {
  const copy = tripsCopy.enquire;
  return (
    <EnquiryBox
      id="trip-enquire-title"
      title={copy.title}
      text={copy.text}
      contact={{ href: tripEnquiryHref(trip), label: copy.contactLabel }}
      whatsapp={{ href: tripWhatsappHref(trip), label: copy.whatsappLabel }}
    />
  );
}
