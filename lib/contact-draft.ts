import { CONTACT_FIELDS, type ContactFields, type ContactValues } from './contact-submit';
import { DRAFT_KEY, type DraftStorage } from './contact-storage';
import { parseTripEnquiry } from './contact-trip';

/**
 * The contact form's draft, kept in the visitor's own browser (localStorage) while they type, so
 * a reload, a crash or a return to the page days later does not lose their words. It never
 * leaves the device; it is removed once the message is delivered, when the visitor empties the
 * form, and when it is older than the maximum age. A draft begun for a trip keeps the trip and
 * what the visitor chose for it (lib/contact-trip.ts), so it comes back about the same trip.
 */
export type ContactDraft = { values: ContactValues; startedAt: number; savedAt: number };

export { DRAFT_KEY, browserStorage, type DraftStorage } from './contact-storage';

const VERSION = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

const isEmpty = (values: ContactValues) => CONTACT_FIELDS.every((field) => values[field].trim() === '');

export function createDraftStore(storage: DraftStorage | undefined, { maxAgeDays }: { maxAgeDays: number }) {
  return {
    /** The saved draft, or null when there is none, it is unreadable or it has expired (then it is removed). */
    load(now = Date.now()): ContactDraft | null {
      let raw: string | null;
      try {
        raw = storage?.getItem(DRAFT_KEY) ?? null;
      } catch {
        return null;
      }
      if (!raw) return null;
      const draft = parse(raw);
      if (!draft || now - draft.savedAt > maxAgeDays * DAY_MS || isEmpty(draft.values)) {
        this.clear();
        return null;
      }
      return draft;
    },

    /** Saves what is in the form now; an empty form removes the draft. Returns false when storage refused it. */
    save(values: ContactValues, startedAt: number, now = Date.now()): boolean {
      if (isEmpty(values)) return this.clear();
      const fields = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field]])) as ContactFields;
      const picked: ContactValues = values.trip ? { ...fields, trip: values.trip } : fields;
      try {
        storage?.setItem(DRAFT_KEY, JSON.stringify({ v: VERSION, values: picked, startedAt, savedAt: now }));
        return Boolean(storage);
      } catch {
        // Quota exceeded or storage disabled: the form itself still holds the text.
        return false;
      }
    },

    clear(): boolean {
      try {
        storage?.removeItem(DRAFT_KEY);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/** A stored draft, checked field by field: anything else (older format, edited by hand) is ignored. */
function parse(raw: string): ContactDraft | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { v, values, startedAt, savedAt } = data as Record<string, unknown>;
  if (v !== VERSION || typeof startedAt !== 'number' || typeof savedAt !== 'number') return null;
  if (typeof values !== 'object' || values === null) return null;
  const record = values as Record<string, unknown>;
  if (!CONTACT_FIELDS.every((field) => typeof record[field] === 'string')) return null;
  const fields = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, record[field]])) as ContactFields;
  const trip = parseTripEnquiry(record.trip);
  const picked: ContactValues = trip ? { ...fields, trip } : fields;
  return { values: picked, startedAt, savedAt };
}
