/**
 * Whether the address (location.search) carries one of the parameters a call to enquire carries
 * (`/contact/?about=<post>`, `/contact/?trip=<trip>`, `/contact/?visa=<guide>`): `params`, each
 * collection's own, which the contact page is given from lib/collections.ts. Apart from the
 * prefill's code (lib/contact-prefill.ts), so the page can tell whether to load that code without
 * loading it.
 */
export function hasPrefill(search: string, params: readonly string[]): boolean {
  const query = new URLSearchParams(search);
  return params.some((param) => query.has(param));
}
