/**
 * Words of the frame around every page: skip link, header, footer, WhatsApp button. Each group is
 * its own export, and the module imports nothing, so a client component (RouteError) takes only a
 * few strings into the browser bundle.
 */
export const shellCopy = {
  skipLink: 'Skip to content',
  /** The letters in the header's round logo (decorative: the site name follows as text). */
  logoMark: 'TO',
  mainNavLabel: 'Main',
  /** The small-screen menu toggle's name (its icon shows open or closed). */
  menuToggle: 'Menu',
  socialListLabel: 'Social media',
  /** Each social icon's name, e.g. "Travel Orchard on Instagram" (slots filled by lib/copy.ts). */
  socialLinkLabel: '{agency} on {network}',
  whatsappLabel: 'Chat with us on WhatsApp (opens in a new tab)',
  /** Said after the name of a link that opens another site in a new tab. */
  newTabHint: '(opens in a new tab)',
} as const;

/** The 404 page (app/not-found.tsx), also what the static host answers for any unknown path. */
export const notFoundCopy = {
  metaTitle: 'Page not found',
  code: '404',
  /** Read before the title by screen readers, which skip the big decorative number. */
  codeSpoken: '404: ',
  title: 'Oops! Page not found',
  text: 'The page you are looking for has moved or never existed.',
  homeLink: 'Return to Home',
} as const;

/** The fallback shown when a page fails while rendering in the browser (app/error.tsx, app/global-error.tsx). */
export const routeErrorCopy = {
  title: 'Unexpected Application Error!',
  text: 'Something went wrong while showing this page. You can try again or go back home.',
  retry: 'Try again',
  homeLink: 'Go to the home page',
} as const;
