import { describe, expect, it } from 'vitest';
import { enquiryParams } from './collections';
import { hasPrefill } from './prefill-params';

describe('hasPrefill', () => {
  it('is true for a post, a trip or a guide to enquire about, false otherwise', () => {
    const has = (search: string) => hasPrefill(search, enquiryParams);
    expect(['?about=alps', '?trip=umrah-packages', '?visa=canada'].map(has)).toEqual([true, true, true]);
    expect(['?x=1', ''].map(has)).toEqual([false, false]);
  });
});
