import { describe, expect, it } from 'vitest';
import { findPlaceholders, type LaunchFacts } from './launch-readiness';

const configured: LaunchFacts = {
  phone: '+234 803 555 0142',
  email: 'hello@travelorchard.ng',
  whatsappNumber: '2348035550142',
  socials: [
    { name: 'Facebook', href: 'https://www.facebook.com/travelorchard' },
    { name: 'X (Twitter)', href: 'https://x.com/travelorchard' },
  ],
  testimonialConsented: true,
  siteUrl: 'https://www.travelorchard.ng',
  contactEndpoint: 'https://formspree.io/f/abcdwxyz',
  samples: [],
};

const whats = (facts: Partial<LaunchFacts>) => findPlaceholders({ ...configured, ...facts }).map((found) => found.what);

describe('findPlaceholders', () => {
  it('passes a fully configured site', () => {
    expect(findPlaceholders(configured)).toEqual([]);
  });

  it.each<[string, Partial<LaunchFacts>, RegExp, RegExp]>([
    ['the placeholder phone', { phone: '+234 800 000 0000' }, /Phone number \+234 800 000 0000/, /site\.phone/],
    ['an e-mail on .example', { email: 'info@travelorchard.example' }, /reserved domain/, /site\.email/],
    ['an e-mail on example.com', { email: 'info@example.com' }, /reserved domain/, /site\.email/],
    ['the placeholder WhatsApp number', { whatsappNumber: '2348000000000' }, /WhatsApp number/, /site\.whatsapp\.number/],
    [
      'a social link to a network home page',
      { socials: [{ name: 'Instagram', href: 'https://www.instagram.com/' }] },
      /Instagram link .* home page/,
      /site\.socials/,
    ],
    ['a testimonial without consent', { testimonialConsented: false }, /testimonial/, /content\/services\.ts/],
    ['SITE_URL unset', { siteUrl: undefined }, /SITE_URL is not set/, /SITE_URL/],
    [
      'SITE_URL on the example domain',
      { siteUrl: 'https://travelorchard.example' },
      /SITE_URL https:\/\/travelorchard\.example/,
      /SITE_URL/,
    ],
    ['a simulated contact form', { contactEndpoint: undefined }, /only simulates/, /NEXT_PUBLIC_CONTACT_ENDPOINT/],
    [
      'a sample trip',
      { samples: [{ noun: 'trip', title: 'Zanzibar Beach Week', file: 'content/trips/zanzibar-beach-week.md' }] },
      /"Zanzibar Beach Week" is a sample/,
      /content\/trips\/zanzibar-beach-week\.md .*sample: true/,
    ],
  ])('reports %s with the place to fix it', (_, facts, what, where) => {
    const found = findPlaceholders({ ...configured, ...facts });
    expect(found).toHaveLength(1);
    expect(found[0]?.what).toMatch(what);
    expect(found[0]?.where).toMatch(where);
  });

  it('reports every placeholder the site ships with today', () => {
    const found = whats({
      phone: '+234 800 000 0000',
      email: 'info@travelorchard.example',
      whatsappNumber: '2348000000000',
      socials: [
        { name: 'Facebook', href: 'https://www.facebook.com/' },
        { name: 'LinkedIn', href: 'https://www.linkedin.com' },
      ],
      testimonialConsented: false,
      siteUrl: undefined,
      contactEndpoint: undefined,
      samples: [
        { noun: 'trip', title: 'Zanzibar Beach Week', file: 'content/trips/zanzibar-beach-week.md' },
        { noun: 'visa guide', title: 'Canada visitor visa', file: 'content/visas/canada.md' },
      ],
    });
    expect(found).toHaveLength(10);
  });
});
