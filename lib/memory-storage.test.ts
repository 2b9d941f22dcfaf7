import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';

describe('memoryStorage', () => {
  it('keeps, reads and removes items as Web Storage does', () => {
    const { storage, map } = memoryStorage();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
    expect(map.size).toBe(0);
  });

  it('refuses writes as a full storage does, when asked to', () => {
    const { storage } = memoryStorage({ refuseWrites: true });
    expect(() => storage.setItem('k', 'v')).toThrow(/quota/);
  });
});
