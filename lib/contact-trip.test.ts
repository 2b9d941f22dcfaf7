import { describe, expect, it } from 'vitest';
import { contactPage } from '@/content/contact';
import { memoryStorage } from '../scripts/test/support/memory-storage';
import { createDraftStore } from './contact-draft';
import { enquiryDigest } from './contact-outbox';
import { contactPayload, type ContactValues } from './contact-submit';
import { childCount, parseTripEnquiry, tripFieldsFor, tripPayload, tripSlugOf, type TripEnquiry } from './contact-trip';
import { enquiryText } from './enquiry-links';
import { tripFieldsList } from './trip-enquiry';

const four = { name: 'Ada Obi', email: 'ada@example.com', phone: '', message: 'I would like to book "Umrah".' };
const trip: TripEnquiry = {
  slug: 'umrah-packages',
  title: 'Umrah Packages from Lagos',
  departure: '5 February 2027',
  adults: '2',
  children: '1',
  ages: ['7'],
};
const withTrip: ContactValues = { ...four, trip };

describe("a trip's enquiry fields, from the build's lists", () => {
  const umrah = {
    slug: 'umrah-packages',
    title: 'Umrah Packages from Lagos',
    price: { amount: 4950000, currency: 'NGN' as const },
    offer: { amount: 4950000, currency: 'NGN' as const, price: '₦4,950,000', validUntil: '2027-02-28' },
    deposit: { percent: 50 },
    balanceDueDays: 42,
    // What lib/trips.ts keeps on 28 November 2026: 8 January 2027 has closed.
    upcomingDepartures: ['2027-02-05'],
  };
  const lists = { trip: {}, tripFields: tripFieldsList([umrah]) };

  it('offers only the open departures, written out, with the payment terms', () => {
    expect(tripFieldsFor('umrah-packages', lists)).toEqual({
      title: 'Umrah Packages from Lagos',
      departures: ['5 February 2027'],
      terms: [
        '50% deposit to book (₦2,475,000 on the price from)',
        'Balance due 42 days before departure, when bookings for that departure close',
      ],
    });
  });

  it('knows no trip the lists do not hold, and nothing from lists of another shape', () => {
    expect(tripFieldsFor('constructor', lists)).toBeNull();
    expect(tripFieldsFor('umrah-packages', { tripFields: { 'umrah-packages': { title: 1 } } })).toBeNull();
    expect(tripFieldsFor('umrah-packages', null)).toBeNull();
    expect(tripSlugOf('?trip=umrah-packages&about=x')).toBe('umrah-packages');
    expect(tripSlugOf('?about=x')).toBeNull();
  });
});

describe('what the form service receives', () => {
  it("with a trip: the four fields and the trip's, named", () => {
    expect(contactPayload(withTrip)).toStrictEqual({
      ...four,
      trip: 'Umrah Packages from Lagos',
      departure: '5 February 2027',
      adults: '2',
      children: '1',
      childrenAges: '7',
    });
  });

  it('sends no age field when there are no children, since the visitor saw none', () => {
    expect(tripPayload({ ...trip, children: '0', ages: ['7'] })).not.toHaveProperty('childrenAges');
    expect(childCount('3')).toBe(3);
    expect(childCount('')).toBe(0);
    expect(childCount('99')).toBe(8);
  });
});

describe('the ways on and the draft keep the trip', () => {
  it('names the trip, the departure and the travellers in the WhatsApp and e-mail text', () => {
    expect(enquiryText(withTrip, contactPage.form.enquiry).split('\n')).toEqual([
      contactPage.form.enquiry.intro,
      '',
      'Name: Ada Obi',
      'Email: ada@example.com',
      '',
      'Trip: Umrah Packages from Lagos',
      'Departure: 5 February 2027',
      'Adults: 2',
      'Children: 1',
      'Children’s ages: 7',
      '',
      four.message,
    ]);
  });

  it('restores a draft with the trip it was about, and a draft without one as before', () => {
    const store = createDraftStore(memoryStorage().storage, { maxAgeDays: 30 });
    store.save(withTrip, 1, 2);
    expect(store.load(3)?.values).toStrictEqual(withTrip);
    store.save(four, 1, 2);
    expect(store.load(3)?.values).toStrictEqual(four);
    expect(parseTripEnquiry({ ...trip, ages: [7] })).toBeNull();
  });

  it('counts a change to the trip fields as other words, so an edited enquiry goes again', () => {
    expect(enquiryDigest(withTrip)).not.toBe(enquiryDigest(four));
    expect(enquiryDigest({ ...withTrip, trip: { ...trip, adults: '3' } })).not.toBe(enquiryDigest(withTrip));
    expect(enquiryDigest({ ...four, trip: null })).toBe(enquiryDigest(four));
  });
});
