import { describe, expect, it } from 'vitest';
import { hasPrefill } from './prefill-params';

describe('hasPrefill', () => {
  it('is true for a post or a trip to enquire about, false otherwise', () => {
    expect([hasPrefill('?about=alps'), hasPrefill('?trip=umrah-packages'), hasPrefill('?x=1'), hasPrefill('')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
