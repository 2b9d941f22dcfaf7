/**
 * The agency's licence and memberships: shown in the footer's contact block, beside every trip's
 * price and in the TravelAgency structured data (lib/credentials-json-ld.ts). NANTA asks the public
 * to check an agent's licence and membership before paying, because of fake agents: these are
 * the numbers a buyer checks.
 *
 * The numbers below are placeholders (all zeros) until the agency supplies its own; the launch
 * check refuses a number whose digits are all zeros and names it (lib/trust-readiness.ts). Add
 * IATA only if the agency holds IATA accreditation: { kind: 'membership', short: 'IATA', ... }.
 */

export type Credential = {
  /** A licence the agency holds, or a body it is a member of. */
  kind: 'licence' | 'membership';
  /** The issuer or association in full, and as buyers know it. */
  issuer: string;
  short: string;
  /** What it is, in the words shown before the number: "Travel agency licence". */
  label: string;
  /** The licence or membership number, exactly as on the certificate. */
  number: string;
  /** The issuer's public site, where a buyer may check it (left out where the agency has not confirmed the address). */
  url?: string;
};

export const credentials: readonly Credential[] = [
  {
    kind: 'licence',
    issuer: 'Nigerian Civil Aviation Authority',
    short: 'NCAA',
    label: 'Travel agency licence',
    number: 'NCAA/ATL/0000',
    url: 'https://ncaa.gov.ng/',
  },
  {
    kind: 'membership',
    issuer: 'National Association of Nigerian Travel Agencies',
    short: 'NANTA',
    label: 'Member',
    number: 'NANTA/0000',
  },
];

export const credentialsCopy = {
  /** The list's name for screen readers, and the footer's line before it. */
  label: 'Licence and memberships',
  /** One credential: `{short}`, `{label}` and `{number}`. */
  item: '{short} {label} {number}',
} as const;
