/** The visa guides' addresses: the list at /visas/ and each guide at /visas/<country>/. */

export const VISAS_PATH = '/visas/';

export function visaPath(slug: string): string {
  return `${VISAS_PATH}${slug}/`;
}
