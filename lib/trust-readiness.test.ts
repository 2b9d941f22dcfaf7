import { describe, expect, it } from 'vitest';
import { findTrustPlaceholders, isPlaceholderNumber, type TrustFacts } from './trust-readiness';

const confirmed: TrustFacts = {
  credentials: [
    { kind: 'licence', short: 'NCAA', label: 'Travel agency licence', number: 'NCAA/ATL/0471' },
    { kind: 'membership', short: 'NANTA', label: 'Member', number: 'NANTA/1208' },
  ],
  termsSample: false,
  ratesSample: false,
};

describe('findTrustPlaceholders', () => {
  it('passes confirmed numbers, terms and rates', () => {
    expect(findTrustPlaceholders(confirmed)).toEqual([]);
  });

  it.each<[string, Partial<TrustFacts>, RegExp, RegExp]>([
    [
      'a licence number of zeros',
      { credentials: [{ kind: 'licence', short: 'NCAA', label: 'Travel agency licence', number: 'NCAA/ATL/0000' }] },
      /NCAA travel agency licence number NCAA\/ATL\/0000 is a placeholder/,
      /content\/credentials\.ts .*NCAA/,
    ],
    ['no licence at all', { credentials: [confirmed.credentials[1]!] }, /No travel agency licence/, /content\/credentials\.ts/],
    ['sample terms', { termsSample: true }, /terms on \/terms\/ are a sample/, /content\/terms\.ts/],
    ['sample rates', { ratesSample: true }, /example exchange rates/, /content\/exchange-rates\.ts/],
  ])('reports %s with the place to fix it', (_, facts, what, where) => {
    const found = findTrustPlaceholders({ ...confirmed, ...facts });
    expect(found).toHaveLength(1);
    expect(found[0]?.what).toMatch(what);
    expect(found[0]?.where).toMatch(where);
  });
});

describe('isPlaceholderNumber', () => {
  it.each([
    ['NCAA/ATL/0000', true],
    ['0000-000', true],
    ['TBC', true],
    ['', true],
    ['NCAA/ATL/0471', false],
    ['NANTA/1000', false],
  ])('%s: %s', (number, placeholder) => expect(isPlaceholderNumber(number)).toBe(placeholder));
});
