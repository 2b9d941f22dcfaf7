import type { DraftStorage } from '../../../lib/contact-draft';

/** Web Storage in memory for the unit tests; it can refuse to write, as a full or disabled storage does. */
export function memoryStorage({ refuseWrites = false } = {}) {
  const map = new Map<string, string>();
  const storage: DraftStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      if (refuseWrites) throw new DOMException('quota exceeded', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key) => void map.delete(key),
  };
  return { storage, map };
}
