import { describe, expect, it } from 'vitest';
import { expiredPriceNotice } from './trip-checks';

describe('expiredPriceNotice', () => {
  it('warns once the last day of the price is past, naming it, and not before', () => {
    expect(expiredPriceNotice('2026-12-10', '2026-12-10')).toBeNull();
    expect(expiredPriceNotice('2026-12-10', '2026-12-11')).toBe(
      'The price expired on 10 December 2026: the site now shows "Price on request" for this trip. Set a new price and a new "Price valid until" day.',
    );
    expect(expiredPriceNotice('', '2026-12-11')).toBeNull();
  });
});
