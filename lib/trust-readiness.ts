import type { Placeholder } from './launch-readiness';

/**
 * The launch check's rules for what a buyer trusts with a deposit (issue 53): the licence and
 * membership numbers, the booking terms, the testimonials and the naira rates the site ships with
 * are samples until the agency confirms them. Kept apart from lib/launch-readiness.ts, which adds
 * what this finds to its own list.
 */
export type TrustFacts = {
  credentials: readonly { kind: 'licence' | 'membership'; short: string; label: string; number: string }[];
  /** content/terms.ts still `sample: true`. */
  termsSample: boolean;
  /** content/exchange-rates.ts still `sample: true`. */
  ratesSample: boolean;
  /** Published testimonials still `sample: true`. */
  sampleTestimonials: readonly { name: string; city: string; file: string }[];
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
  for (const testimonial of facts.sampleTestimonials) {
    found.push({
      what: `The testimonial from "${testimonial.name}, ${testimonial.city}" is a sample, not a client's words`,
      where: `${testimonial.file} (replace it with a client's words and their consent date, then remove "sample: true"; or delete the file)`,
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
