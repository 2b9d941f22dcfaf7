import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { blogPostingJsonLd, serializeJsonLd, travelAgencyJsonLd } from './structured-data';

describe('travelAgencyJsonLd', () => {
  const agency = travelAgencyJsonLd();

  it('describes the agency with the facts from content/site.ts', () => {
    expect(agency).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TravelAgency',
      name: 'Travel Orchard',
      url: `${site.url}/`,
      telephone: site.phone,
      email: site.email,
      address: { '@type': 'PostalAddress', streetAddress: 'Maryland', addressLocality: 'Lagos', addressCountry: 'NG' },
      geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    });
    expect(agency.logo).toBe(`${site.url}/icon-512.png`);
    expect(agency.image).toBe(`${site.url}/og-default.png`);
    expect(agency.sameAs).toEqual(site.socials.map((social) => social.href));
  });

  it('opens Monday to Friday, 09:00 to 18:00', () => {
    expect(agency.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
    ]);
  });
});

describe('blogPostingJsonLd', () => {
  const input = {
    title: 'Hiking the Alps',
    description: 'Five days on foot.',
    path: '/blog/hiking-the-alps/',
    datePublished: '2024-05-02',
    author: 'Amara Okafor',
  };

  it('describes a post, published by the agency', () => {
    const post = blogPostingJsonLd({ ...input, image: 'https://images.unsplash.com/photo-1?w=1200' });
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Hiking the Alps',
      url: `${site.url}/blog/hiking-the-alps/`,
      mainEntityOfPage: { '@id': `${site.url}/blog/hiking-the-alps/` },
      datePublished: '2024-05-02',
      dateModified: '2024-05-02',
      author: { '@type': 'Person', name: 'Amara Okafor' },
      publisher: { '@id': travelAgencyJsonLd()['@id'], name: 'Travel Orchard' },
      image: ['https://images.unsplash.com/photo-1?w=1200'],
    });
  });

  it('falls back to the default share image and makes local images absolute', () => {
    expect(blogPostingJsonLd(input).image).toEqual([`${site.url}/og-default.png`]);
    expect(blogPostingJsonLd({ ...input, image: '/images/a.jpg' }).image).toEqual([`${site.url}/images/a.jpg`]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element and still parses to the same value', () => {
    const data = {
      '@context': 'https://schema.org' as const,
      '@type': 'BlogPosting',
      headline: '</script><script>alert(1)</script> & more\u2028',
    };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });
});
