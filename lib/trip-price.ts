import { currencySymbols, tripsCopy, type Currency } from '@/content/trips';
import { fillCopy } from './copy';

/**
 * A trip's price as the agency writes it (₦1,850,000; US$2,400), worked out at build time so no
 * page formats numbers on the visitor's main thread, and the same on every machine whatever its
 * locale. Whole units only: the schema refuses kobo and cents.
 */
export function formatPrice({ amount, currency }: { amount: number; currency: Currency }): string {
  const digits = String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currencySymbols[currency]}${digits}`;
}

/** What a trip offers on the day built for: its price while it holds, nothing after. */
export type TripOffer = { amount: number; currency: Currency; price: string; validUntil: string };

/** The offer, or null once `validUntil` is past: the page then says "Price on request" and its JSON-LD carries no price. */
export function currentOffer(price: { amount: number; currency: Currency }, validUntil: string, today: string): TripOffer | null {
  return validUntil >= today ? { ...price, price: formatPrice(price), validUntil } : null;
}

/** "7 days, 6 nights". */
export function formatDuration({ days, nights }: { days: number; nights: number }): string {
  if (days === 1 && nights === 0) return tripsCopy.durationDayTrip;
  return nights === 1 ? fillCopy(tripsCopy.durationOneNight, { days }) : fillCopy(tripsCopy.durationMany, { days, nights });
}
