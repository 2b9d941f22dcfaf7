import type { Placeholder } from './launch-readiness';

/**
 * The launch check's rules for what a buyer trusts with a deposit (issue 53): the licence and
 * membership numbers, the booking terms and the naira rates the site ships with are samples until
 * the agency confirms them (a sample testimonial, like any entry of a collection, is found by
 * lib/launch-readiness.ts's samples). Kept apart from lib/launch-readiness.ts, which adds what this
 * finds to its own list.
 */
export type TrustFacts = {
  credentials: readonly { kind: 'licence' | 'membership'; short: string; label: string; number: string }[];
  /** content/terms.ts still `sample: true`. */
  termsSample: boolean;
  /** content/exchange-rates.ts still `sample: true`. */
  ratesSample: boolean;
};

/** A number with no digit other than 0 ("NCAA/ATL/0000", "TBC", ""): the shipped placeholder, or none at all. */
export function isPlaceholderNumber(number: string): boolean {
  return !/[1-9]/.test(number);
}

export function findTrustPlaceholders(facts: TrustFacts): Placeholder[] {
  const found: Placeholder[] = [];
  const credentialsFile = 'content/credentials.ts';
  if (!facts.credentials.some((credential) => credential.kind === 'licence')) {
    found.push({
      what: 'No travel agency licence is listed: buyers are told to ask for the NCAA licence number before paying',
      where: `${credentialsFile} (add the NCAA licence with its number)`,
    });
  }
  for (const credential of facts.credentials) {
    if (isPlaceholderNumber(credential.number)) {
      found.push({
        what: `${credential.short} ${credential.label.toLowerCase()} number ${credential.number} is a placeholder`,
        where: `${credentialsFile} (the ${credential.short} entry's number, as on the certificate; remove the entry if not held)`,
      });
    }
  }
  if (facts.termsSample) {
    found.push({
      what: 'The booking and cancellation terms on /terms/ are a sample the agency has not confirmed',
      where: 'content/terms.ts (confirm or rewrite every section, then set sample: false)',
    });
  }
  if (facts.ratesSample) {
    found.push({
      what: 'The naira guide beside foreign prices uses example exchange rates',
      where: 'content/exchange-rates.ts (set the agency’s own rates and days, then set sample: false)',
    });
  }
  return found;
}
