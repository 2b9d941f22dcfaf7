import { describe, expect, it } from 'vitest';
import { tripSchema } from './trip-schema';
import { offerTermsJsonLd, paymentTermLines, type PaymentTermsTrip } from './trip-payment';

const offer = { amount: 4950000, currency: 'NGN' as const, price: '₦4,950,000', validUntil: '2027-02-28' };
const umrah: PaymentTermsTrip = {
  price: { amount: 4950000, currency: 'NGN' },
  offer,
  deposit: { percent: 50 },
  balanceDueDays: 42,
};

describe("a trip's payment terms", () => {
  it('words a percentage deposit with its amount on the price from, then the balance', () => {
    expect(paymentTermLines(umrah)).toEqual([
      '50% deposit to book (₦2,475,000 on the price from)',
      'Balance due 42 days before departure, when bookings for that departure close',
    ]);
  });

  it('words an amount deposit in the trip’s currency, and full payment when there is no deposit', () => {
    const usd = {
      price: { amount: 2400, currency: 'USD' as const },
      offer: { ...offer, amount: 2400, currency: 'USD' as const },
    };
    expect(paymentTermLines({ ...usd, deposit: { amount: 800 } })).toEqual(['US$800 deposit to book']);
    expect(paymentTermLines({ ...usd, balanceDueDays: 30 })).toEqual([
      'Full payment due 30 days before departure, when bookings for that departure close',
    ]);
  });

  it('shows the child price and the single supplement only when given, and only while the price holds', () => {
    const accra = { ...umrah, childPrice: 650000, singleSupplement: 280000 };
    expect(paymentTermLines(accra).slice(2)).toEqual(['Children from ₦650,000', 'Single room supplement ₦280,000']);
    expect(paymentTermLines({ ...accra, offer: null })).toEqual([
      '50% deposit to book',
      'Balance due 42 days before departure, when bookings for that departure close',
    ]);
    expect(paymentTermLines({ price: umrah.price, offer })).toEqual([]);
  });

  it("puts the deposit and the booking deadline in the Offer, with schema.org's own properties", () => {
    expect(offerTermsJsonLd(umrah)).toEqual({
      priceSpecification: {
        '@type': 'CompoundPriceSpecification',
        price: '4950000',
        priceCurrency: 'NGN',
        priceComponent: [
          {
            '@type': 'UnitPriceSpecification',
            priceComponentType: 'https://schema.org/Downpayment',
            price: '2475000',
            priceCurrency: 'NGN',
          },
        ],
      },
      advanceBookingRequirement: { '@type': 'QuantitativeValue', minValue: 42, unitCode: 'DAY' },
    });
    expect(offerTermsJsonLd({ ...umrah, offer: null })).toEqual({});
    expect(offerTermsJsonLd({ price: umrah.price, offer })).toEqual({});
  });
});

describe('the payment fields of a trip file', () => {
  const base = {
    title: 'T',
    summary: 'S',
    destination: { place: 'P', country: 'C' },
    service: 'leisure-family-travel',
    duration: { days: 2, nights: 1 },
    price: { amount: 1000, currency: 'NGN' },
    priceBasis: 'per person',
    priceValidUntil: '2027-01-01',
    highlights: ['h'],
    itinerary: [{ title: 'd', text: 't' }],
    included: ['i'],
  };
  const problems = (extra: object) =>
    tripSchema.safeParse({ ...base, ...extra }).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('accepts a percentage or an amount, a balance rule, a child price and a supplement', () => {
    expect(problems({ deposit: { percent: 50 }, balanceDueDays: 42, childPrice: 500, singleSupplement: 200 })).toEqual([]);
    expect(problems({ deposit: { amount: 300 } })).toEqual([]);
  });

  it('refuses both, neither, a share over 100, a deposit above the price and a balance on the day itself', () => {
    expect(problems({ deposit: { percent: 50, amount: 300 } })).toEqual([
      'deposit: must give either a percent or an amount, not both, e.g. deposit: { percent: 50 }',
    ]);
    expect(problems({ deposit: {} })).toHaveLength(1);
    expect(problems({ deposit: { percent: 120 } })).toEqual(['deposit.percent: must be at most 100']);
    expect(problems({ deposit: { amount: 1000 } })).toEqual(['deposit.amount: must be less than the price ("price.amount")']);
    expect(problems({ balanceDueDays: 0 })).toEqual(['balanceDueDays: must be at least 1']);
  });
});
