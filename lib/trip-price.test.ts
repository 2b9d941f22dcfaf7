import { describe, expect, it } from 'vitest';
import { currentOffer, formatDuration, formatPrice } from './trip-price';

describe('prices and durations in the agency format', () => {
  it.each([
    [{ amount: 1850000, currency: 'NGN' as const }, '₦1,850,000'],
    [{ amount: 2400, currency: 'USD' as const }, 'US$2,400'],
    [{ amount: 950, currency: 'GBP' as const }, '£950'],
    [{ amount: 12000, currency: 'EUR' as const }, '€12,000'],
  ])('%o is %s', (price, text) => expect(formatPrice(price)).toBe(text));

  it('says nights in words', () => {
    expect([
      formatDuration({ days: 7, nights: 6 }),
      formatDuration({ days: 2, nights: 1 }),
      formatDuration({ days: 1, nights: 0 }),
    ]).toEqual(['7 days, 6 nights', '2 days, 1 night', '1 day']);
  });
});

describe('currentOffer', () => {
  it('is the formatted price through its last day, and nothing after', () => {
    const price = { amount: 950000, currency: 'NGN' as const };
    expect(currentOffer(price, '2026-12-10', '2026-12-10')).toEqual({ ...price, price: '₦950,000', validUntil: '2026-12-10' });
    expect(currentOffer(price, '2026-12-10', '2026-12-11')).toBeNull();
  });
});
