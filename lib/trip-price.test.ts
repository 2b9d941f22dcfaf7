import { describe, expect, it } from 'vitest';
import { exchangeRates } from '@/content/exchange-rates';
import { currentOffer, formatDuration, formatPrice, nairaGuide } from './trip-price';

describe('prices and durations in the agency format', () => {
  it.each([
    [{ amount: 1850000, currency: 'NGN' as const }, '₦1,850,000'],
    [{ amount: 2400, currency: 'USD' as const }, 'US$2,400'],
    [{ amount: 950, currency: 'GBP' as const }, '£950'],
    [{ amount: 12000, currency: 'EUR' as const }, '€12,000'],
  ])('%o is %s', (price, text) => expect(formatPrice(price)).toBe(text));

  it('says days and nights in words, each singular or plural on its own, and no nights when there are none', () => {
    expect([
      formatDuration({ days: 7, nights: 6 }),
      formatDuration({ days: 2, nights: 1 }),
      formatDuration({ days: 1, nights: 1 }),
      formatDuration({ days: 1, nights: 0 }),
      formatDuration({ days: 2, nights: 0 }),
    ]).toEqual(['7 days, 6 nights', '2 days, 1 night', '1 day, 1 night', '1 day', '2 days']);
  });
});

describe('currentOffer', () => {
  it('is the formatted price through its last day, and nothing after', () => {
    const price = { amount: 950000, currency: 'NGN' as const };
    expect(currentOffer(price, '2026-12-10', '2026-12-10')).toEqual({ ...price, price: '₦950,000', validUntil: '2026-12-10' });
    expect(currentOffer(price, '2026-12-10', '2026-12-11')).toBeNull();
  });
});

describe('nairaGuide', () => {
  const rates = [{ currency: 'USD', nairaPerUnit: 1480, setOn: '2026-11-27', validUntil: '2026-12-31' }] as const;
  const dollars = { amount: 2400, currency: 'USD' as const };

  it('is the naira at the agency’s rate, rounded to ₦10,000, with the rate and its day, from the day it is set through its last', () => {
    const guide = { amount: '₦3,550,000', unit: 'US$1', rate: '₦1,480', setOn: '2026-11-27' };
    expect(nairaGuide(dollars, '2026-11-27', rates)).toEqual(guide);
    expect(nairaGuide(dollars, '2026-12-31', rates)).toEqual(guide);
  });

  it('is nothing after the rate’s last day, before its day, without a rate for the currency, for naira, or without a price', () => {
    expect(nairaGuide(dollars, '2027-01-01', rates)).toBeNull();
    expect(nairaGuide(dollars, '2026-11-26', rates)).toBeNull();
    expect(nairaGuide({ amount: 950, currency: 'GBP' }, '2026-12-01', rates)).toBeNull();
    expect(nairaGuide({ amount: 950000, currency: 'NGN' }, '2026-12-01', rates)).toBeNull();
    expect(nairaGuide(null, '2026-12-01', rates)).toBeNull();
  });

  it('reads the agency’s rate file by default: every foreign currency has a rate', () => {
    for (const currency of ['USD', 'GBP', 'EUR'] as const) {
      const rate = exchangeRates.rates.find((candidate) => candidate.currency === currency);
      expect(rate, currency).toBeDefined();
      expect(nairaGuide({ amount: 100, currency }, rate!.setOn)?.setOn).toBe(rate!.setOn);
    }
  });
});
