import { paymentTermsCopy } from '@/content/payment-terms';
import type { Currency } from '@/content/trips';
import { fillCopy } from './copy';
import { formatPrice, type TripOffer } from './trip-price';
import type { TripFrontmatter } from './trip-schema';

/**
 * A trip's payment terms, worded at build time from its file: the deposit to book (a percentage of
 * the price from, or an amount), when the balance falls due, and the child price and single
 * supplement when the trip gives them. Shown beside the price (components/trips/PaymentTerms.tsx),
 * in the enquiry (app/enquiries.json) and, where schema.org has a property, in the Offer.
 */
export type PaymentTermsTrip = Pick<TripFrontmatter, 'deposit' | 'balanceDueDays' | 'childPrice' | 'singleSupplement'> & {
  price: { amount: number; currency: Currency };
  /** The price while it holds (lib/trip-price.ts); the amounts that depend on it go with it. */
  offer: TripOffer | null;
};

/** The deposit in the trip's currency: the amount given, or the percentage of the price from (rounded to a whole unit). */
function depositAmount(trip: Pick<PaymentTermsTrip, 'deposit' | 'price'>): number | null {
  const { deposit, price } = trip;
  if (!deposit) return null;
  if (deposit.amount !== undefined) return deposit.amount;
  return deposit.percent === undefined ? null : Math.round((price.amount * deposit.percent) / 100);
}

/** The terms as lines, in the order a buyer asks: to book, then the balance, then the price for others. */
export function paymentTermLines(trip: PaymentTermsTrip): string[] {
  const copy = paymentTermsCopy;
  const money = (amount: number) => formatPrice({ amount, currency: trip.price.currency });
  const lines: string[] = [];
  const { deposit } = trip;
  if (deposit?.amount !== undefined) lines.push(fillCopy(copy.depositAmount, { amount: money(deposit.amount) }));
  else if (deposit?.percent !== undefined) {
    const amount = depositAmount(trip);
    lines.push(
      trip.offer && amount !== null
        ? fillCopy(copy.depositPercent, { percent: deposit.percent, amount: money(amount) })
        : fillCopy(copy.depositPercentOnly, { percent: deposit.percent }),
    );
  }
  if (trip.balanceDueDays !== undefined)
    lines.push(fillCopy(deposit ? copy.balanceDue : copy.fullPaymentDue, { days: trip.balanceDueDays }));
  // Prices beside the price from: only while it holds.
  if (trip.offer && trip.childPrice !== undefined) lines.push(fillCopy(copy.childPrice, { amount: money(trip.childPrice) }));
  if (trip.offer && trip.singleSupplement !== undefined)
    lines.push(fillCopy(copy.singleSupplement, { amount: money(trip.singleSupplement) }));
  return lines;
}

/**
 * The terms schema.org has properties for, to spread into the trip's Offer: the deposit as a
 * price component of type Downpayment (UnitPriceSpecification.priceComponentType), and the days a
 * booking must come before departure as advanceBookingRequirement (a QuantitativeValue in days,
 * UN/CEFACT code DAY). The child price and the supplement have no property of their own, so they
 * stay on the page only.
 */
export function offerTermsJsonLd(trip: PaymentTermsTrip): Record<string, unknown> {
  if (!trip.offer) return {};
  const deposit = depositAmount(trip);
  return {
    ...(deposit !== null
      ? {
          priceSpecification: {
            '@type': 'CompoundPriceSpecification',
            price: String(trip.offer.amount),
            priceCurrency: trip.offer.currency,
            priceComponent: [
              {
                '@type': 'UnitPriceSpecification',
                priceComponentType: 'https://schema.org/Downpayment',
                price: String(deposit),
                priceCurrency: trip.offer.currency,
              },
            ],
          },
        }
      : {}),
    ...(trip.balanceDueDays !== undefined
      ? { advanceBookingRequirement: { '@type': 'QuantitativeValue', minValue: trip.balanceDueDays, unitCode: 'DAY' } }
      : {}),
  };
}
