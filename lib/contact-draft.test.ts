import { memoryStorage } from '../scripts/test/support/memory-storage';
import { describe, expect, it } from 'vitest';
import { createDraftStore, DRAFT_KEY, type DraftStorage } from './contact-draft';

const values = {
  name: 'Ngozi Adeyemi',
  email: 'ngozi@example.com',
  phone: '',
  message: 'Honeymoon in Zanzibar, ten days in March.',
};
const DAY = 24 * 60 * 60 * 1000;

describe('the contact draft store', () => {
  it('restores what was saved, with when the enquiry was begun', () => {
    const { storage } = memoryStorage();
    const store = createDraftStore(storage, { maxAgeDays: 7 });
    expect(store.save(values, 1_000, 5_000)).toBe(true);
    expect(store.load(6_000)).toEqual({ values, startedAt: 1_000, savedAt: 5_000 });
  });

  it('keeps only the four fields, never anything else the caller passes', () => {
    const { storage, map } = memoryStorage();
    createDraftStore(storage, { maxAgeDays: 7 }).save({ ...values, reference_code: 'bot' } as typeof values, 0, 0);
    expect(Object.keys(JSON.parse(map.get(DRAFT_KEY)!).values)).toEqual(['name', 'email', 'phone', 'message']);
  });

  it('removes the draft when cleared and when the form is emptied', () => {
    const { storage, map } = memoryStorage();
    const store = createDraftStore(storage, { maxAgeDays: 7 });
    store.save(values, 0, 0);
    store.clear();
    expect(map.has(DRAFT_KEY)).toBe(false);
    store.save(values, 0, 0);
    store.save({ name: ' ', email: '', phone: '', message: '' }, 0, 0);
    expect(map.has(DRAFT_KEY)).toBe(false);
    expect(store.load()).toBeNull();
  });

  it('drops a draft older than the maximum age instead of restoring it', () => {
    const { storage, map } = memoryStorage();
    const store = createDraftStore(storage, { maxAgeDays: 7 });
    store.save(values, 0, 0);
    expect(store.load(7 * DAY)).not.toBeNull();
    expect(store.load(7 * DAY + 1)).toBeNull();
    expect(map.has(DRAFT_KEY)).toBe(false);
  });

  it.each([
    ['not JSON', '{"v":1,'],
    ['another version', JSON.stringify({ v: 2, values, startedAt: 0, savedAt: 0 })],
    ['a field that is not text', JSON.stringify({ v: 1, values: { ...values, phone: 42 }, startedAt: 0, savedAt: 0 })],
    ['a missing field', JSON.stringify({ v: 1, values: { name: 'x' }, startedAt: 0, savedAt: 0 })],
    ['no dates', JSON.stringify({ v: 1, values })],
    ['null', 'null'],
  ])('ignores a stored draft that is %s', (_, raw) => {
    const { storage, map } = memoryStorage();
    map.set(DRAFT_KEY, raw);
    expect(createDraftStore(storage, { maxAgeDays: 7 }).load(0)).toBeNull();
  });

  it('keeps working when storage refuses to write or is not there at all', () => {
    const { storage } = memoryStorage({ refuseWrites: true });
    expect(createDraftStore(storage, { maxAgeDays: 7 }).save(values, 0, 0)).toBe(false);
    const none = createDraftStore(undefined, { maxAgeDays: 7 });
    expect(none.save(values, 0, 0)).toBe(false);
    expect(none.load()).toBeNull();
    expect(() => none.clear()).not.toThrow();
  });

  it('survives storage whose reads throw (a blocked storage)', () => {
    const storage: DraftStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(createDraftStore(storage, { maxAgeDays: 7 }).load()).toBeNull();
  });
});
