import { describe, expect, it } from 'vitest';
import { enquiryParams } from './collections';
import { hasPrefill } from './prefill-params';

describe('hasPrefill', () => {
  it('is true for a post, a trip or a guide to enquire about, false otherwise', () => {
    const has = (search: string) => hasPrefill(search, enquiryParams);
    expect([has('?about=alps'), has('?trip=umrah-packages'), has('?visa=canada'), has('?x=1'), has('')]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
