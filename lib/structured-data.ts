import { site } from '@/content/site';
import { credentialsJsonLd } from './credentials-json-ld';
import { absoluteUrl } from './metadata';

/**
 * schema.org structured data (JSON-LD) built from the same content the pages render, so search
 * engines read the agency's facts and each post's details exactly as visitors see them.
 */

type Thing = { '@type': string; [property: string]: unknown };
export type JsonLdDocument = Thing & { '@context': 'https://schema.org' };

export const agencyId = absoluteUrl('/#travel-agency');

export function travelAgencyJsonLd(): JsonLdDocument {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': agencyId,
    name: site.name,
    slogan: site.tagline,
    description: site.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl(site.logoPath),
    image: absoluteUrl(site.shareImage.path),
    telephone: site.phone,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      addressCountry: site.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...site.hours.days],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    sameAs: site.socials.map((social) => social.href),
    ...credentialsJsonLd(),
  };
}

export type BlogPostingInput = {
  title: string;
  description: string;
  /** The post's route, e.g. `/blog/hiking-the-alps/`. */
  path: string;
  /** ISO dates (YYYY-MM-DD or a full timestamp). */
  datePublished: string;
  dateModified?: string;
  author: string;
  /** Absolute image URL (the image CDN) or a path on this site. */
  image?: string;
};

export function blogPostingJsonLd(post: BlogPostingInput): JsonLdDocument {
  const url = absoluteUrl(post.path);
  const image = post.image
    ? /^https?:\/\//.test(post.image)
      ? post.image
      : absoluteUrl(post.image)
    : absoluteUrl(site.shareImage.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [image],
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    inLanguage: site.language,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      '@id': agencyId,
      name: site.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(site.logoPath) },
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` become \u escapes, so text
 * such as `</script>` in a post title can never end the script element early. The JSON value is
 * unchanged.
 */
export function serializeJsonLd(data: JsonLdDocument): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
