import { describe, expect, it } from 'vitest';
import { parseEntryFile } from './content-entry';
import { visaSchema } from './visa-schema';

const read = (frontmatter: string) =>
  parseEntryFile(`---\n${frontmatter}\n---\n\nAdvice.\n`, 'content/visas/x.md', visaSchema, {
    required: 'title',
    noun: 'visa guide',
  });

describe('the visa guide schema', () => {
  it('names each missing field with an example', () => {
    expect(() => read('title: X')).toThrow(/content\/visas\/x\.md: "country" is required, e\.g\. country: "United Kingdom"/);
  });

  it('refuses a city other than Lagos or Abuja, and a fee in a currency the site cannot write', () => {
    const base = [
      'title: X',
      'country: Y',
      'summary: Z',
      'visaTypes: [{ name: A, purpose: B, validity: C }]',
      'appointmentWait: W',
      'processingTime: P',
      'feesValidUntil: 2027-01-01',
      'documents: [{ item: Passport }]',
      'checkedOn: 2026-11-01',
      'checkAgainBy: 2027-01-01',
    ].join('\n');
    expect(() => read(`${base}\napplyAt: [{ centre: C, city: Kano }]\nfees: [{ item: F, amount: 1, currency: JPY }]`)).toThrow(
      /"applyAt\.0\.city" must be one of Lagos, Abuja[\s\S]*"fees\.0\.currency" must be one of/,
    );
    expect(
      read(`${base}\napplyAt: [{ centre: C, city: Abuja }]\nfees: [{ item: F, amount: 1, currency: ZAR }]`).data.sample,
    ).toBe(false);
  });
});
