/**
 * The agency's facts: the single source for every phone number, address, link and constant
 * the site shows. Change a value here and every page, the footer, the WhatsApp button, the
 * structured data and the feed follow.
 */

/** Build-time override so previews and production can share one codebase. */
const siteUrl = (process.env.SITE_URL || 'https://travelorchard.example').replace(/\/+$/, '');

export const site = {
  name: 'Travel Orchard',
  tagline: 'Your World. Our Passion.',
  description:
    'Travel Orchard is a Lagos travel agency planning corporate travel, family holidays, visas, group trips and VIP journeys, handled end to end by people who answer the phone.',
  url: siteUrl,
  locale: 'en_NG',
  language: 'en',

  /** Placeholder contact details until the agency supplies its own (example domain never delivers). */
  phone: '+234 800 000 0000',
  email: 'info@travelorchard.example',

  address: {
    street: 'Maryland',
    city: 'Lagos',
    region: 'Lagos State',
    country: 'Nigeria',
    countryCode: 'NG',
    /** The spec's short form, shown on cards and in the footer. */
    display: 'Maryland, Lagos, Nigeria',
  },

  /** Office position used by the map embed and structured data (Maryland, Lagos). */
  geo: { latitude: 6.5716, longitude: 3.3672 },

  hours: {
    display: 'Mon-Fri 9am-6pm',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },

  whatsapp: {
    /** International format, digits only, as wa.me expects. */
    number: '2348000000000',
    message: "Hello Travel Orchard, I'm interested in your travel services.",
    tooltip: 'Click to contact us on WhatsApp',
  },

  /** Placeholder profiles until the agency's handles are confirmed. */
  socials: [
    { name: 'Facebook', href: 'https://www.facebook.com/', icon: 'facebook' },
    { name: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
    { name: 'X (Twitter)', href: 'https://x.com/', icon: 'x' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'linkedin' },
  ],

  copyrightYear: 2024,
  /** Promised reply time for messages, in hours. */
  replyWithinHours: 24,

  brandColor: '#1f5c3f',
  /** Behind the app icon while an installed site starts (web app manifest). */
  backgroundColor: '#ffffff',

  /** Social card for pages without a picture of their own (public/og-default.png, made by scripts/authoring/make-brand-images.ts). */
  shareImage: {
    path: '/og-default.png',
    width: 1200,
    height: 630,
    alt: 'Travel Orchard: Your World. Our Passion. Travel planning from Maryland, Lagos.',
  },
  /** Square logo for search results and structured data (public/icon-512.png). */
  logoPath: '/icon-512.png',
} as const;

export type Site = typeof site;

export type SocialIcon = (typeof site.socials)[number]['icon'];
