import { ButtonLink } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/Icon';
import { tripsCopy } from '@/content/trips';
import { tripEnquiryHref } from '@/lib/trip-enquiry';
import type { Trip } from '@/lib/trips';

/** "Enquire about this trip" beside the price: the contact page with the message already naming the trip (a plain link). */
export function EnquireButton({ trip }: { trip: Pick<Trip, 'slug'> }) {
  return (
    <ButtonLink href={tripEnquiryHref(trip)} variant="secondary" size="lg">
      <Icon name="flight" size={18} />
      {tripsCopy.enquire.contactLabel}
    </ButtonLink>
  );
}
