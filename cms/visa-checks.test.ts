import { describe, expect, it } from 'vitest';
import { recheckNotice } from './visa-checks';

describe('recheckNotice', () => {
  it('is quiet while the guide has more than a week, warns in the last week, and says when the day has passed', () => {
    expect(recheckNotice('2027-02-14', '2027-02-06')).toBeNull();
    expect(recheckNotice('2027-02-14', '2027-02-07')).toMatch(/^Check this guide again by 14 February 2027 \(7 days left\)/);
    expect(recheckNotice('2027-02-14', '2027-02-14')).toMatch(/\(0 days left\)/);
    expect(recheckNotice('2027-02-14', '2027-02-15')).toMatch(/^The check-again day was 14 February 2027: the site now says/);
    expect(recheckNotice('', '2027-02-15')).toBeNull();
  });
});
