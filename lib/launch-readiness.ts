import { findTrustPlaceholders, type TrustFacts } from './trust-readiness';

/**
 * Everything that must be replaced before the site goes live, found from the same content the
 * pages render. `npm run launch-check` prints the list and fails while any remain; the production
 * deploy refuses to publish until it is empty.
 */

export type LaunchFacts = {
  phone: string;
  email: string;
  whatsappNumber: string;
  socials: readonly { name: string; href: string }[];
  testimonialConsented: boolean;
  /** The SITE_URL the build would use (undefined when unset). */
  siteUrl: string | undefined;
  /** NEXT_PUBLIC_CONTACT_ENDPOINT (undefined when unset). */
  contactEndpoint: string | undefined;
  /** Published entries of any collection still marked `sample: true`: example facts the agency has not confirmed. */
  samples: readonly { noun: string; title: string; file: string }[];
  /** Licence numbers, booking terms and rates (lib/trust-readiness.ts); left out, not judged. */
  trust?: TrustFacts;
};

export type Placeholder = {
  /** What is still a placeholder, in the words of the person who has to fix it. */
  what: string;
  /** Where to change it. */
  where: string;
};

/** The numbers the site ships with, which reach no one. */
const PLACEHOLDER_PHONE_DIGITS = /^(?:234)?0?800\s*0{3}\s*0{4}$/;
/** Domains reserved by RFC 2606 / RFC 6761: mail there is never delivered. */
const RESERVED_DOMAIN = /(?:^|\.)(?:example|test|invalid|localhost)$|^example\.(?:com|net|org)$/i;

const digits = (value: string) => value.replace(/\D/g, '');

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** A social link that opens the network's home page rather than the agency's profile. */
function isNetworkHome(href: string): boolean {
  try {
    const url = new URL(href);
    return url.pathname.replace(/\/+$/, '') === '' && !url.search;
  } catch {
    return true;
  }
}

export function findPlaceholders(facts: LaunchFacts): Placeholder[] {
  const found: Placeholder[] = [];
  const siteFacts = 'content/site.ts';

  if (PLACEHOLDER_PHONE_DIGITS.test(digits(facts.phone))) {
    found.push({ what: `Phone number ${facts.phone} is a placeholder`, where: `${siteFacts} (site.phone)` });
  }
  const emailDomain = facts.email.split('@')[1] ?? '';
  if (RESERVED_DOMAIN.test(emailDomain)) {
    found.push({
      what: `E-mail ${facts.email} is on a reserved domain that never receives mail`,
      where: `${siteFacts} (site.email)`,
    });
  }
  if (PLACEHOLDER_PHONE_DIGITS.test(digits(facts.whatsappNumber))) {
    found.push({
      what: `WhatsApp number ${facts.whatsappNumber} is a placeholder`,
      where: `${siteFacts} (site.whatsapp.number)`,
    });
  }
  for (const social of facts.socials) {
    if (isNetworkHome(social.href)) {
      found.push({
        what: `${social.name} link ${social.href} opens the network's home page, not the agency's profile`,
        where: `${siteFacts} (site.socials)`,
      });
    }
  }
  if (!facts.testimonialConsented) {
    found.push({
      what: 'The testimonial on /services/ is a sample until a real client has agreed to its publication',
      where: 'content/services.ts (servicesPage.testimonial: replace the quote, then set consented: true)',
    });
  }
  const siteHost = facts.siteUrl ? hostOf(facts.siteUrl) : null;
  if (!siteHost || RESERVED_DOMAIN.test(siteHost)) {
    found.push({
      what: facts.siteUrl
        ? `SITE_URL ${facts.siteUrl} is not the public address`
        : 'SITE_URL is not set, so canonical URLs, the sitemap and share cards use https://travelorchard.example',
      where: 'the SITE_URL build variable (repository variable, Netlify or Cloudflare environment)',
    });
  }
  // Only an endpoint makes the form send: no provider setting stands in for one.
  if (!facts.contactEndpoint) {
    found.push({
      what: 'The contact form only simulates sending: messages reach no one',
      where: 'the NEXT_PUBLIC_CONTACT_ENDPOINT build variable (docs/deploy.md: "The contact endpoint")',
    });
  }
  for (const sample of facts.samples) {
    found.push({
      what: `The ${sample.noun} "${sample.title}" is a sample: what it says is an example the agency has not confirmed`,
      where: `${sample.file} (confirm or replace it, then remove "sample: true"; or delete the file)`,
    });
  }
  if (facts.trust) found.push(...findTrustPlaceholders(facts.trust));
  return found;
}
