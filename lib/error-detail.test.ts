import { describe, expect, it } from 'vitest';
import { errorDetail } from './error-detail';

describe('errorDetail', () => {
  it('prefers a status with its text', () => {
    expect(errorDetail({ status: 500, statusText: 'Internal Server Error' })).toBe('500 Internal Server Error');
    expect(errorDetail({ status: 404 })).toBe('404');
  });
  it('falls back to the message, then to a generic text', () => {
    expect(errorDetail(new Error('Boom'))).toBe('Boom');
    expect(errorDetail('plain')).toBe('plain');
    expect(errorDetail(null)).toBe('Unknown error');
    expect(errorDetail(new Error(''))).toBe('Unknown error');
  });
});
