/**
 * Where the contact form keeps its draft on the device, apart from the draft's code
 * (lib/contact-draft.ts): the page asks at hydration whether a draft waits (use-contact-form.ts)
 * with only this, so the draft's code, delivery and the trip's fields stay out of the startup
 * JavaScript and load with the form's lazy code.
 */

/** The subset of the Web Storage API the store needs (tests pass a Map-backed one). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const DRAFT_KEY = 'travel-orchard:contact-draft';

/**
 * The browser's localStorage, or nothing where it is blocked (privacy modes, storage disabled):
 * merely touching `window.localStorage` can throw there.
 */
export function browserStorage(): DraftStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
