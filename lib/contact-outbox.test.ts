import { memoryStorage } from '../scripts/test/support/memory-storage';
import { describe, expect, it, vi } from 'vitest';
import {
  createOutbox,
  enquiryDigest,
  exclusively,
  newEnquiryId,
  OUTBOX_KEY,
  SEND_LOCK,
  type LockManagerLike,
} from './contact-outbox';

const enquiry = { id: 'a1', queuedAt: 1_000, fast: false };

describe('the contact outbox', () => {
  it('holds the enquiry waiting to go, by id, for another page of this device to find, whatever other id is sent', () => {
    const { storage } = memoryStorage();
    const outbox = createOutbox(storage, { claimMs: 15_000 });
    outbox.queue(enquiry);
    outbox.markSent('other', 'd');
    // A second store over the same storage is a reload, or another tab.
    expect(createOutbox(storage, { claimMs: 15_000 }).pending()).toEqual(enquiry);
  });

  it('once sent, nothing waits and the id is known as sent, so no tab or retry sends it again, unless its words changed', () => {
    const { storage } = memoryStorage();
    const outbox = createOutbox(storage, { claimMs: 15_000 });
    outbox.queue(enquiry);
    outbox.markSent('a1', 'd1');
    const later = createOutbox(storage, { claimMs: 15_000 });
    expect(later.pending()).toBeNull();
    expect(later.wasSent('a1')).toBe(true);
    expect(later.wasSent('a1', 'd1')).toBe(true);
    expect(later.wasSent('b2')).toBe(false);
    // The same id with other words (edited in another tab) is not the enquiry that was sent.
    expect(later.wasSent('a1', 'd2')).toBe(false);
  });

  it('keeps a digest of the words, never the words', () => {
    const { storage, map } = memoryStorage();
    const values = { name: 'Ngozi Adeyemi', email: 'ngozi@example.com', phone: '', message: 'Zanzibar in March.' };
    createOutbox(storage, { claimMs: 15_000 }).markSent('a1', enquiryDigest(values));
    expect(map.get(OUTBOX_KEY)).not.toContain('Ngozi');
    expect(enquiryDigest(values)).toMatch(/^[0-9a-f]{8}$/);
    expect(enquiryDigest({ ...values })).toBe(enquiryDigest(values));
    expect(enquiryDigest({ ...values, message: 'Zanzibar in April.' })).not.toBe(enquiryDigest(values));
    // Fields are kept apart: moving text from one field to the next is another enquiry.
    expect(enquiryDigest({ ...values, name: 'a', email: 'b' })).not.toBe(enquiryDigest({ ...values, name: 'ab', email: '' }));
  });

  it('keeps only the last ten sent ids', () => {
    const { storage, map } = memoryStorage();
    const outbox = createOutbox(storage, { claimMs: 15_000 });
    for (let i = 0; i < 12; i += 1) outbox.markSent(`id-${i}`, 'd');
    expect(outbox.wasSent('id-1')).toBe(false);
    expect(outbox.wasSent('id-11')).toBe(true);
    expect(JSON.parse(map.get(OUTBOX_KEY)!).sent).toHaveLength(10);
  });

  it('drops an enquiry that will not go by itself, and only that one', () => {
    const { storage, map } = memoryStorage();
    const outbox = createOutbox(storage, { claimMs: 15_000 });
    outbox.queue(enquiry);
    outbox.drop('other');
    expect(outbox.pending()).toEqual(enquiry);
    outbox.drop('a1');
    expect(outbox.pending()).toBeNull();
    expect(map.has(OUTBOX_KEY)).toBe(false);
  });

  it('ignores what it cannot read: another format, broken JSON, fields of the wrong type', () => {
    const { storage, map } = memoryStorage();
    const outbox = createOutbox(storage, { claimMs: 15_000 });
    for (const raw of ['{', '"x"', JSON.stringify({ v: 2, pending: enquiry }), JSON.stringify({ v: 1, pending: { id: 3 } })]) {
      map.set(OUTBOX_KEY, raw);
      expect(outbox.pending()).toBeNull();
    }
  });

  it('works without storage (blocked): nothing waits, and sending is never blocked', () => {
    const outbox = createOutbox(undefined, { claimMs: 15_000 });
    expect(outbox.queue(enquiry)).toBe(false);
    expect(outbox.pending()).toBeNull();
    expect(outbox.claim('tab-1')).toBe(true);
  });

  describe('the claim, where there are no Web Locks', () => {
    it('is held by one tab until released or expired', () => {
      const { storage } = memoryStorage();
      const tab1 = createOutbox(storage, { claimMs: 15_000 });
      const tab2 = createOutbox(storage, { claimMs: 15_000 });
      expect(tab1.claim('tab-1', 0)).toBe(true);
      expect(tab2.claim('tab-2', 1_000)).toBe(false);
      tab1.release('tab-1');
      expect(tab2.claim('tab-2', 2_000)).toBe(true);
      // A tab closed while sending leaves its claim: it expires.
      expect(tab1.claim('tab-1', 2_000 + 15_001)).toBe(true);
    });

    it('does not block sending when storage refuses to write', () => {
      expect(createOutbox(memoryStorage({ refuseWrites: true }).storage, { claimMs: 1 }).claim('tab-1')).toBe(true);
    });
  });
});

describe('exclusively', () => {
  it('runs under the Web Lock where the browser has one', async () => {
    const request = vi.fn((_name: string, callback: () => Promise<unknown>) => callback());
    const locks = { request } as unknown as LockManagerLike;
    const outbox = createOutbox(memoryStorage().storage, { claimMs: 15_000 });
    expect(await exclusively(async () => 'sent', { locks, outbox, owner: 'tab-1' })).toBe('sent');
    expect(request).toHaveBeenCalledWith(SEND_LOCK, expect.any(Function));
  });

  it('one send at a time: a second waits for the first under the same lock', async () => {
    // A lock manager as the browser's: callbacks of one name run one after another.
    let tail = Promise.resolve();
    const locks: LockManagerLike = {
      request: <T>(_name: string, callback: () => Promise<T>) => {
        const run = tail.then(callback);
        tail = run.then(
          () => undefined,
          () => undefined,
        );
        return run;
      },
    };
    const outbox = createOutbox(memoryStorage().storage, { claimMs: 15_000 });
    const order: string[] = [];
    let finishFirst = () => {};
    const first = exclusively(
      () =>
        new Promise<void>((resolve) => {
          order.push('first starts');
          finishFirst = () => {
            order.push('first ends');
            resolve();
          };
        }),
      { locks, outbox, owner: 'tab-1' },
    );
    const second = exclusively(async () => void order.push('second runs'), { locks, outbox, owner: 'tab-1' });
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['first starts']);
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second runs']);
  });

  it('without Web Locks, takes the claim and gives it back; busy while another tab holds it', async () => {
    const { storage } = memoryStorage();
    const outbox = createOutbox(storage, { claimMs: 15_000 });
    expect(await exclusively(async () => 'sent', { locks: undefined, outbox, owner: 'tab-1' })).toBe('sent');
    expect(outbox.claim('tab-2')).toBe(true);
    expect(await exclusively(async () => 'sent', { locks: undefined, outbox, owner: 'tab-1' })).toBe('busy');
  });
});

describe('newEnquiryId', () => {
  it('is different every time', () => {
    expect(new Set(Array.from({ length: 50 }, newEnquiryId)).size).toBe(50);
  });
});
