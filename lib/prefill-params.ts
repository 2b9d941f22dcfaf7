/**
 * The query parameters a call to enquire carries (`/contact/?about=<post>`, `/contact/?trip=<trip>`, `/contact/?visa=<guide>`),
 * apart from the prefill's code (lib/contact-prefill.ts) so the contact page can tell whether to
 * load that code without loading it.
 */
export const PREFILL_PARAMS = ['about', 'trip', 'visa'] as const;
export type PrefillParam = (typeof PREFILL_PARAMS)[number];

/** Whether the address (location.search) carries one of them. */
export function hasPrefill(search: string): boolean {
  const query = new URLSearchParams(search);
  return PREFILL_PARAMS.some((param) => query.has(param));
}
