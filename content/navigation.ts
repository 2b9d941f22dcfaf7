import type { NavItem } from './types';

/** Navigation items shown in the header and, in part, the footer. The footer's service links come from lib/services.ts. */
export const mainNav: readonly NavItem[] = [
  { name: 'Home', path: '/' },
  { name: 'About', path: '/about' },
  { name: 'Services', path: '/services' },
  { name: 'Blog', path: '/blog' },
  { name: 'Contact', path: '/contact' },
];

export const quickLinks: readonly NavItem[] = mainNav.filter((item) => item.path !== '/contact');

export const primaryCta: NavItem = { name: 'Plan Your Journey', path: '/contact' };
