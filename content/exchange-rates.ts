/**
 * The naira guide beside a trip priced in another currency ("about ₦3,480,000"): the agency's own
 * rates, one per currency, each with the day it was set and the last day it holds. After that day
 * the guide is not shown at all, rather than an old rate (lib/naira-guide.ts); the daily build
 * drops it by itself. Edit the numbers and both days together.
 *
 * `sample: true`: these are example rates; the launch check refuses them until the agency sets its
 * own (lib/trust-readiness.ts).
 */
import type { Currency } from './trips';

export type ExchangeRate = {
  currency: Exclude<Currency, 'NGN'>;
  /** Naira for one unit of the currency, as the agency quotes it (not the official rate). */
  nairaPerUnit: number;
  /** The day the agency set the rate, YYYY-MM-DD. */
  setOn: string;
  /** The last day the rate holds, YYYY-MM-DD. */
  validUntil: string;
};

export const exchangeRates = {
  sample: true,
  rates: [
    { currency: 'USD', nairaPerUnit: 1480, setOn: '2026-11-27', validUntil: '2026-12-31' },
    { currency: 'GBP', nairaPerUnit: 1960, setOn: '2026-11-27', validUntil: '2026-12-31' },
    { currency: 'EUR', nairaPerUnit: 1720, setOn: '2026-11-27', validUntil: '2026-12-31' },
  ],
} as const satisfies { sample: boolean; rates: readonly ExchangeRate[] };

export const nairaGuideCopy = {
  /** Under a foreign price: `{amount}` the naira, rounded; `{unit}` one unit ("US$1"), `{rate}` it in naira, `{date}` the day set. */
  guide: 'about {amount}',
  basis: '({unit} = {rate} on {date})',
  /** Naira guides are rounded to this many naira: a guide, not a quote. */
  roundTo: 10000,
} as const;
