import { describe, expect, it } from 'vitest';
import { collectEntries, type EntryFileText } from './collection';
import { formatFee, visas } from './visas';

const guide = (name: string, extra = '') => ({
  fileName: name,
  displayPath: `content/visas/${name}`,
  source: `---
title: Test visa
country: Testland
summary: A test guide.
visaTypes: [{ name: Visitor visa, purpose: Holidays, validity: 6 months }]
applyAt: [{ centre: Visa centre, city: Lagos }]
appointmentWait: 2 weeks
processingTime: 3 weeks
fees: [{ item: Visa fee, amount: 1250, currency: GBP }]
feesValidUntil: 2027-01-31
documents: [{ item: International passport, note: Valid 6 months }, { item: Bank statements }]
checkedOn: 2026-11-16
checkAgainBy: 2027-02-14
${extra}
---

Advice.
`,
});

const load = (files: EntryFileText[], today: string) => collectEntries(visas, files, { includeDrafts: false, today });

describe('visa guides', () => {
  it('show their fees while the guide is current and the fees hold', () => {
    const [current] = load([guide('testland.md')], '2026-11-28');
    expect(current).toMatchObject({ slug: 'testland', rechecking: false, currentFees: [{ item: 'Visa fee', price: '£1,250' }] });
  });

  it('hide the fees after their last day, and say the guide is being re-checked after checkAgainBy', () => {
    const [feesOld] = load([guide('testland.md')], '2027-02-01');
    expect(feesOld).toMatchObject({ rechecking: false, currentFees: null });
    const [stale] = load([guide('testland.md')], '2027-02-15');
    expect(stale).toMatchObject({ rechecking: true, currentFees: null });
    // Still published: a visitor may have it bookmarked, and the page says to ask first.
    expect(stale?.slug).toBe('testland');
  });

  it('refuse a guide checked again before it was checked, naming the file and the field', () => {
    const file = guide('testland.md');
    const early = { ...file, source: file.source.replace('checkAgainBy: 2027-02-14', 'checkAgainBy: 2026-01-01') };
    expect(() => load([early], '2026-11-28')).toThrow('content/visas/testland.md: "checkAgainBy" must be after "checkedOn"');
  });

  it('require the fields the schema requires, and only those', () => {
    expect(visas.requiredFields).toEqual([
      'title',
      'country',
      'summary',
      'visaTypes',
      'applyAt',
      'appointmentWait',
      'processingTime',
      'fees',
      'feesValidUntil',
      'documents',
      'checkedOn',
      'checkAgainBy',
    ]);
    expect(visas.folderEnv).toBe('VISAS_DIR');
  });

  it('write fees as the agency does', () => {
    expect(formatFee({ amount: 185000, currency: 'NGN' })).toBe('₦185,000');
    expect(formatFee({ amount: 100, currency: 'CAD' })).toBe('CA$100');
  });
});
