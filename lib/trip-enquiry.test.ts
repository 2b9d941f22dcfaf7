import { describe, expect, it } from 'vitest';
import { enquiryParams } from './collections';
import { enquiryLineFor, MAX_SLUG_LENGTH, prefillKey } from './contact-prefill';
import { tripEnquiryCall, tripEnquiryHref, tripEnquiryLine, tripEnquiryLines, tripWhatsappHref } from './trip-enquiry';

const zanzibar = {
  slug: 'zanzibar-beach-week',
  title: 'Zanzibar Beach Week',
  durationText: '7 days, 6 nights',
  priceBasis: 'per person sharing',
  offer: { amount: 2450000, currency: 'NGN' as const, price: '₦2,450,000', validUntil: '2027-01-31' },
  upcomingDepartures: ['2026-12-12', '2026-12-19'],
};
const lines = { trip: tripEnquiryLines([zanzibar]) };
const about = (slug: string) => ({ param: 'about' as const, slug });

describe("a trip's enquiry: the same mechanism under ?trip=", () => {
  it("reads the trip's slug, and a post's when both are there", () => {
    expect(prefillKey(new URL(`https://x.example${tripEnquiryHref(zanzibar)}`).search, enquiryParams)).toEqual({
      param: 'trip',
      slug: 'zanzibar-beach-week',
    });
    expect(prefillKey('?trip=zanzibar-beach-week&about=hiking-in-the-alps', enquiryParams)).toEqual(about('hiking-in-the-alps'));
    expect(prefillKey(`?trip=${'x'.repeat(MAX_SLUG_LENGTH + 1)}`, enquiryParams)).toBeNull();
  });

  it('names the trip, its duration and price (the departure and travellers have fields of their own)', () => {
    expect(enquiryLineFor({ param: 'trip', slug: 'zanzibar-beach-week' }, lines)).toBe(
      'I would like to book "Zanzibar Beach Week" (7 days, 6 nights, from ₦2,450,000 per person sharing).',
    );
    expect(tripEnquiryLine({ ...zanzibar, offer: null })).toContain('(7 days, 6 nights, price on request)');
  });

  it('calls to enquire on the contact page with the slug, or on WhatsApp naming the trip and asking for the departure and travellers', () => {
    const call = tripEnquiryCall(zanzibar);
    expect(call.contact).toEqual({ href: '/contact/?trip=zanzibar-beach-week', label: 'Enquire about this trip' });
    expect(new URL(call.whatsapp.href).searchParams.get('text')).toBe(
      'Hello Travel Orchard, I would like to book your trip "Zanzibar Beach Week".\n' +
        'Departure (12 December 2026, 19 December 2026, or another date): \nAdults: \nChildren (and their ages): ',
    );
    expect(new URL(tripWhatsappHref({ ...zanzibar, upcomingDepartures: [] })).searchParams.get('text')).toContain(
      '\nPreferred travel dates: \nAdults: ',
    );
  });
});
