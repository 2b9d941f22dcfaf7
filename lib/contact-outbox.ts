import type { DraftStorage } from './contact-draft';
import { CONTACT_FIELDS, type ContactValues } from './contact-submit';

/**
 * The contact form's outbox: which enquiry is on its way or waiting for the network, by id, kept in
 * the visitor's browser (localStorage) beside the draft, which holds its words. It is what makes an
 * enquiry sent offline go exactly once:
 * - a send records its id here before the request leaves (`queue`), and marks it sent once the
 *   service accepted it (`markSent`), which keeps the last few ids with a digest of what was sent: a
 *   tab or a retry that comes later with the same id and the same words finds it sent and does not
 *   send it again (words changed since, in another tab, are a new enquiry and go);
 * - one send at a time across every tab of the site (`exclusively`: Web Locks, or a claim with an
 *   expiry here where the browser has none), so two tabs, a retry and a tap never overlap;
 * - a page opened later finds an id still waiting and says the message was not sent.
 * The form service receives only the four fields: the id never leaves the device.
 */
export const OUTBOX_KEY = 'travel-orchard:contact-outbox';
const VERSION = 1;
/** Enough ids to recognise any enquiry another tab or an earlier page could still hold. */
const SENT_KEPT = 10;

/** An enquiry on its way or waiting: its id, when it was first sent, and whether it was sent fast (it stays marked so). */
export type PendingEnquiry = { id: string; queuedAt: number; fast: boolean };
type Claim = { owner: string; until: number };
/** An enquiry the service accepted: its id, and a digest of its four fields (never the words themselves). */
type Sent = { id: string; digest: string };
type OutboxRecord = { pending: PendingEnquiry | null; sent: Sent[]; claim: Claim | null };

const EMPTY: OutboxRecord = { pending: null, sent: [], claim: null };

export function createOutbox(storage: DraftStorage | undefined, { claimMs }: { claimMs: number }) {
  function read(): OutboxRecord {
    try {
      return parse(storage?.getItem(OUTBOX_KEY) ?? null);
    } catch {
      return EMPTY;
    }
  }
  function write(record: OutboxRecord): boolean {
    try {
      if (!record.pending && record.sent.length === 0 && !record.claim) storage?.removeItem(OUTBOX_KEY);
      else storage?.setItem(OUTBOX_KEY, JSON.stringify({ v: VERSION, ...record }));
      return Boolean(storage);
    } catch {
      return false;
    }
  }

  return {
    /** The enquiry waiting to go, or null. */
    pending(): PendingEnquiry | null {
      return read().pending;
    },
    /**
     * True once the service accepted the enquiry with this id (here or in another tab), and, given a
     * digest, with these very words.
     */
    wasSent(id: string, digest?: string): boolean {
      return read().sent.some((sent) => sent.id === id && (digest === undefined || sent.digest === digest));
    },
    /** Records an enquiry as on its way (before its request leaves), replacing any other waiting one. */
    queue(enquiry: PendingEnquiry): boolean {
      return write({ ...read(), pending: enquiry });
    },
    /** The service accepted it: nothing waits any more, and a later attempt with this id is known as sent. */
    markSent(id: string, digest: string): boolean {
      const record = read();
      const sent = [...record.sent.filter((known) => known.id !== id), { id, digest }].slice(-SENT_KEPT);
      return write({ ...record, pending: record.pending?.id === id ? null : record.pending, sent });
    },
    /** It will not go by itself (the service refused it, or did not answer): forget it, the draft keeps the words. */
    drop(id: string): boolean {
      const record = read();
      return record.pending?.id === id ? write({ ...record, pending: null }) : true;
    },
    /**
     * The fallback lock where there are no Web Locks: takes the claim unless another owner's claim
     * has not expired, and reads it back to see it held (two tabs writing at once: the last wins).
     */
    claim(owner: string, now = Date.now()): boolean {
      const record = read();
      if (record.claim && record.claim.owner !== owner && record.claim.until > now) return false;
      // Storage that cannot be written cannot coordinate either: better to send than never to.
      if (!write({ ...record, claim: { owner, until: now + claimMs } })) return true;
      return read().claim?.owner === owner;
    },
    release(owner: string): void {
      const record = read();
      if (record.claim?.owner === owner) write({ ...record, claim: null });
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** The part of the Web Locks API the outbox uses (tests pass their own). */
export type LockManagerLike = {
  request: <T>(name: string, callback: () => Promise<T>) => Promise<T>;
};

export const SEND_LOCK = 'travel-orchard:contact-send';

/**
 * Runs `run` while no other tab or attempt of this site is sending: under the Web Lock `SEND_LOCK`
 * where the browser has Web Locks (every current engine, on HTTPS and localhost), else under the
 * outbox's claim. Resolves to 'busy' when the claim is held elsewhere: the caller tries again later.
 */
export async function exclusively<T>(
  run: () => Promise<T>,
  { locks, outbox, owner }: { locks: LockManagerLike | undefined; outbox: Outbox; owner: string },
): Promise<T | 'busy'> {
  if (locks) return locks.request(SEND_LOCK, run);
  if (!outbox.claim(owner)) return 'busy';
  try {
    return await run();
  } finally {
    outbox.release(owner);
  }
}

/**
 * A short digest of the four fields (FNV-1a, 32 bits): enough to tell whether a tab's words are the
 * ones already sent under the same id, while the outbox keeps no words of its own.
 */
export function enquiryDigest(values: ContactValues): string {
  const text = JSON.stringify([...CONTACT_FIELDS.map((field) => values[field]), ...(values.trip ? [values.trip] : [])]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A new enquiry's id: random, so two tabs never make the same one (randomUUID needs HTTPS or localhost). */
export function newEnquiryId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A stored outbox, checked field by field: anything else (older format, edited by hand) counts as empty. */
function parse(raw: string | null): OutboxRecord {
  if (!raw) return EMPTY;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (typeof data !== 'object' || data === null) return EMPTY;
  const { v, pending, sent, claim } = data as Record<string, unknown>;
  if (v !== VERSION) return EMPTY;
  return {
    pending: isPending(pending) ? { id: pending.id, queuedAt: pending.queuedAt, fast: pending.fast } : null,
    sent: Array.isArray(sent)
      ? sent
          .filter(isSent)
          .map(({ id, digest }) => ({ id, digest }))
          .slice(-SENT_KEPT)
      : [],
    claim: isClaim(claim) ? { owner: claim.owner, until: claim.until } : null,
  };
}

function isPending(value: unknown): value is PendingEnquiry {
  if (typeof value !== 'object' || value === null) return false;
  const { id, queuedAt, fast } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof queuedAt === 'number' && typeof fast === 'boolean';
}

function isSent(value: unknown): value is Sent {
  if (typeof value !== 'object' || value === null) return false;
  const { id, digest } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof digest === 'string';
}

function isClaim(value: unknown): value is Claim {
  if (typeof value !== 'object' || value === null) return false;
  const { owner, until } = value as Record<string, unknown>;
  return typeof owner === 'string' && typeof until === 'number';
}
