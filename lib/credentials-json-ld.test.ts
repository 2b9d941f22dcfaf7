import { describe, expect, it } from 'vitest';
import { credentials } from '@/content/credentials';
import { credentialsJsonLd } from './credentials-json-ld';
import { travelAgencyJsonLd } from './structured-data';

describe('credentialsJsonLd', () => {
  it('makes a licence a credential recognised by its issuer, and a membership a ProgramMembership with its number', () => {
    expect(
      credentialsJsonLd([
        {
          kind: 'licence',
          issuer: 'Nigerian Civil Aviation Authority',
          short: 'NCAA',
          label: 'Travel agency licence',
          number: 'NCAA/ATL/1234',
          url: 'https://ncaa.gov.ng/',
        },
        {
          kind: 'membership',
          issuer: 'National Association of Nigerian Travel Agencies',
          short: 'NANTA',
          label: 'Member',
          number: 'NANTA/567',
        },
      ]),
    ).toEqual({
      hasCredential: [
        {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'license',
          name: 'NCAA Travel agency licence',
          identifier: 'NCAA/ATL/1234',
          recognizedBy: {
            '@type': 'Organization',
            name: 'Nigerian Civil Aviation Authority',
            alternateName: 'NCAA',
            url: 'https://ncaa.gov.ng/',
          },
        },
      ],
      memberOf: [
        {
          '@type': 'ProgramMembership',
          membershipNumber: 'NANTA/567',
          hostingOrganization: {
            '@type': 'Organization',
            name: 'National Association of Nigerian Travel Agencies',
            alternateName: 'NANTA',
          },
        },
      ],
    });
  });

  it('says nothing of what the agency does not hold', () => {
    expect(credentialsJsonLd([])).toEqual({});
  });

  it('is part of the agency’s own document, with every number in content/credentials.ts', () => {
    const agency = JSON.stringify(travelAgencyJsonLd());
    for (const credential of credentials) expect(agency).toContain(JSON.stringify(credential.number));
  });
});
