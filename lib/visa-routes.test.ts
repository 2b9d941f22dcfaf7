import { describe, expect, it } from 'vitest';
import { VISAS_PATH, visaPath } from './visa-routes';

describe('visa guides’ addresses', () => {
  it('the list and each guide under it, with the trailing slash the export writes', () => {
    expect(VISAS_PATH).toBe('/visas/');
    expect(visaPath('united-kingdom')).toBe('/visas/united-kingdom/');
  });
});
