import { primaryCta } from './navigation';
import { site } from './site';
import type { FeatureItem, Photo } from './types';

/** Copy of the home page (/). The service tiles come from content/services.ts. */
export const homePage = {
  metaDescription: site.description,
  hero: {
    eyebrow: site.tagline,
    title: 'Curating Seamless & Inspiring Travel Experiences',
    subtitle:
      'Business trips, family holidays, visas, group travel and VIP journeys, planned from our office in Maryland, Lagos, by people who stay with you until you are home again.',
    image: {
      src: 'https://images.unsplash.com/photo-1436491865332-7a61a109cc05',
      alt: 'An aeroplane wing above a sea of clouds at sunset',
    } satisfies Photo,
    primary: { label: primaryCta.name, href: primaryCta.path },
    // "Learn More" alone tells a screen-reader user (and a search engine) nothing out of context.
    secondary: { label: 'Learn More', context: `about ${site.name}`, href: '/about' },
  },
  whyChoose: {
    title: `Why Choose ${site.name}?`,
    intro: 'Anyone can sell a ticket. We plan the whole journey, and we answer the phone when plans change.',
    items: [
      {
        title: 'Seamless Journeys',
        text: 'Flights, hotels, transfers, visas and insurance arranged together, so every connection fits and nothing is left for you to chase.',
        icon: 'flight',
      },
      {
        title: 'Personal Touch',
        text: 'One consultant who knows your preferences, from the seat you like to the hotel you avoid, and who is a call, email or WhatsApp message away.',
        icon: 'heart',
      },
      {
        title: 'Memorable Experiences',
        text: 'Hand-picked hotels, guides and experiences that turn a trip into the story you are still telling years later.',
        icon: 'camera',
      },
    ] satisfies readonly FeatureItem[],
  },
  services: {
    title: 'Our Services',
    intro:
      'Whether you travel for work, with family, as a group or in style, one team handles it from the first quote to the flight home.',
    tileLinkLabel: 'Learn more',
    viewAll: { label: 'View All Services', href: '/services' },
  },
  closing: {
    title: 'Ready to Plan Your Next Journey?',
    text: `Tell us where you want to go, when, and who is travelling. A consultant will come back to you within ${site.replyWithinHours} hours with options and a clear quote.`,
    primary: { label: 'Start Planning', href: '/contact' },
    secondary: { label: 'View Blog', href: '/blog' },
  },
} as const;
