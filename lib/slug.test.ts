import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Corporate Travel Management', 'corporate-travel-management'],
    ['Leisure & Family Travel', 'leisure-family-travel'],
    ['VIP & Executive Concierge', 'vip-executive-concierge'],
    ['Travel Insurance & Support', 'travel-insurance-support'],
    ['  --Hello,  World!--  ', 'hello-world'],
    ['Already-slugged', 'already-slugged'],
    ['Ünïcode café', 'n-code-caf'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
