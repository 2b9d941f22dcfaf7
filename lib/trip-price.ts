import { exchangeRates, nairaGuideCopy, type ExchangeRate } from '@/content/exchange-rates';
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

/** "1 day", "2 days", "2 days, 1 night", "7 days, 6 nights": each part singular or plural on its own; no nights, no nights part. */
export function formatDuration({ days, nights }: { days: number; nights: number }): string {
  const count = (words: { one: string; many: string }, value: number) =>
    value === 1 ? words.one : fillCopy(words.many, { count: value });
  const parts = [count(tripsCopy.durationDays, days)];
  if (nights > 0) parts.push(count(tripsCopy.durationNights, nights));
  return parts.join(tripsCopy.durationJoin);
}

/** "about ₦3,550,000" and what it rests on: one unit's rate and the day it was set. */
export type NairaGuide = { amount: string; unit: string; rate: string; setOn: string };

/**
 * The naira guide for a price in another currency, from the agency's rate for it while the rate
 * holds (content/exchange-rates.ts), rounded to a guide's precision; null for a naira price, a
 * currency without a rate, or a rate past its last day: no guide rather than an old one.
 */
export function nairaGuide(
  price: { amount: number; currency: Currency } | null,
  today: string,
  rates: readonly ExchangeRate[] = exchangeRates.rates,
): NairaGuide | null {
  if (!price || price.currency === 'NGN') return null;
  const rate = rates.find((candidate) => candidate.currency === price.currency);
  if (!rate || rate.setOn > today || rate.validUntil < today) return null;
  const step = nairaGuideCopy.roundTo;
  return {
    amount: formatPrice({ amount: Math.round((price.amount * rate.nairaPerUnit) / step) * step, currency: 'NGN' }),
    unit: formatPrice({ amount: 1, currency: price.currency }),
    rate: formatPrice({ amount: rate.nairaPerUnit, currency: 'NGN' }),
    setOn: rate.setOn,
  };
}
