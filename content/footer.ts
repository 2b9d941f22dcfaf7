export const footerCopy = {
  blurb:
    'Travel Orchard plans journeys from Lagos to the world: business trips that run on time, family holidays without the stress, and visas handled properly the first time.',
  quickLinksHeading: 'Quick Links',
  servicesHeading: 'Services',
  contactHeading: 'Contact',
  photoCredit: 'Photos: Unsplash',
  /** Follows "© <year> <name>." on the last line. */
  rightsReserved: 'All rights reserved.',
} as const;
