/** Navigation items shown in the header and, in part, the footer. */
export type NavItem = { name: string; path: string };

export const mainNav: readonly NavItem[] = [
  { name: 'Home', path: '/' },
  { name: 'About', path: '/about' },
  { name: 'Services', path: '/services' },
  { name: 'Blog', path: '/blog' },
  { name: 'Contact', path: '/contact' },
];

export const quickLinks: readonly NavItem[] = mainNav.filter((item) => item.path !== '/contact');

export const primaryCta: NavItem = { name: 'Plan Your Journey', path: '/contact' };

/** Footer service links: the anchors on /services the spec names. */
export const footerServiceLinks: readonly NavItem[] = [
  { name: 'Corporate Travel', path: '/services#corporate-travel' },
  { name: 'Leisure & Family Travel', path: '/services#leisure-family-travel' },
  { name: 'Visa Advisory', path: '/services#visa-advisory' },
  { name: 'Group Coordination', path: '/services#group-coordination' },
];
