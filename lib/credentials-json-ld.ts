import { credentials, type Credential } from '@/content/credentials';

/**
 * The agency's licence and memberships as schema.org properties of its TravelAgency (an
 * Organization): a licence is a credential it holds (`hasCredential`, recognised by its issuer), a
 * membership is a `ProgramMembership` of the association with its number. Kept apart from
 * lib/structured-data.ts, which spreads it into the agency's document.
 */
export function credentialsJsonLd(list: readonly Credential[] = credentials): Record<string, unknown> {
  const issuer = (credential: Credential) => ({
    '@type': 'Organization',
    name: credential.issuer,
    alternateName: credential.short,
    ...(credential.url ? { url: credential.url } : {}),
  });
  const licences = list.filter((credential) => credential.kind === 'licence');
  const memberships = list.filter((credential) => credential.kind === 'membership');
  return {
    ...(licences.length > 0
      ? {
          hasCredential: licences.map((licence) => ({
            '@type': 'EducationalOccupationalCredential',
            credentialCategory: 'license',
            name: `${licence.short} ${licence.label}`,
            identifier: licence.number,
            recognizedBy: issuer(licence),
          })),
        }
      : {}),
    ...(memberships.length > 0
      ? {
          memberOf: memberships.map((membership) => ({
            '@type': 'ProgramMembership',
            membershipNumber: membership.number,
            hostingOrganization: issuer(membership),
          })),
        }
      : {}),
  };
}
