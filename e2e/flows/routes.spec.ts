import { test as playwrightTest } from '@playwright/test';
import { chunks } from '../chunks';
import { credentials } from '../../content/credentials';
import { shellCopy } from '../../content/shell';
import { termsPage } from '../../content/terms';
import { primaryCta } from '../../content/navigation';
import { fillCopy } from '../../lib/copy';
import { alps, europe, routes, site } from '../site-data';
import { by, expect, test, type Visitor } from '../visitor/test';
import { mainNav, menuToggle, navLink, openMenu } from '../visitor/steps';

/**
 * Every route, in Chromium at both widths (three in Firefox and WebKit, below), as a visitor meets it: its heading and title, the
 * landmarks, the skip link first in tab order, the footer, the WhatsApp button and the route marked
 * in the navigation. The fixtures fail the test on any page error, CSP violation or console error.
 */

/** The navigation item each route marks as the current page: the blog's inner pages mark Blog. */
const navItems: Record<string, string | null> = {
  '/': 'Home',
  '/about/': 'About',
  '/services/': 'Services',
  '/blog/': 'Blog',
  '/blog/search/': 'Blog',
  [alps.path]: 'Blog',
  [`/blog/topics/${europe.slug}/`]: 'Blog',
  '/contact/': 'Contact',
  '/privacy/': null,
  '/terms/': null,
};

/** The footer on every page: quick links, service anchors, contact details, socials and copyright. */
async function expectFooter(visitor: Visitor) {
  const footer = by.contentinfo();
  const quick = by.navigation('Quick Links');
  for (const [name, href] of [
    ['Home', '/'],
    ['About', '/about/'],
    ['Services', '/services/'],
    ['Blog', '/blog/'],
  ] as const) {
    expect(await visitor.attribute(by.link(name, quick), 'href'), name).toBe(href);
  }
  const serviceAnchors = await visitor.run(() =>
    [...document.querySelectorAll('footer a[href*="/services/#"]')].map((link) => link.getAttribute('href')),
  );
  expect(serviceAnchors).toEqual([
    '/services/#corporate-travel',
    '/services/#leisure-family-travel',
    '/services/#visa-advisory',
    '/services/#group-coordination',
  ]);
  expect(await visitor.count({ role: 'link', within: by.navigation('Services') })).toBe(4);
  expect(await visitor.attribute({ role: 'link', name: site.phone, within: footer }, 'href')).toBe('tel:+2348000000000');
  expect(await visitor.attribute({ role: 'link', name: site.email, within: footer }, 'href')).toBe(`mailto:${site.email}`);
  const socials = { role: 'link', within: by.list(shellCopy.socialListLabel, footer) } as const;
  expect(await visitor.count(socials)).toBe(4);
  for (const social of site.socials) {
    const link = by.link(fillCopy(shellCopy.socialLinkLabel, { agency: site.name, network: social.name }), footer);
    expect(await visitor.attribute(link, 'rel'), social.name).toBe('noopener noreferrer');
  }
  expect(await visitor.text(footer)).toContain(`© 2024 ${site.name}`);
  expect(await visitor.attribute(by.link('Privacy notice', footer), 'href')).toBe('/privacy/');
  expect(await visitor.attribute(by.link(termsPage.footerLabel, footer), 'href')).toBe(termsPage.path);
  for (const credential of credentials) expect(await visitor.text(footer)).toContain(credential.number);
}

/** The floating WhatsApp button: a prefilled chat in a new tab, in the bottom right corner. */
async function expectWhatsAppButton(visitor: Visitor) {
  const button = by.link(shellCopy.whatsappLabel);
  expect(await visitor.attribute(button, 'href')).toBe(
    `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.message)}`,
  );
  expect(await visitor.attribute(button, 'target')).toBe('_blank');
  expect(await visitor.attribute(button, 'rel')).toBe('noopener noreferrer');
  const corner = await visitor.run((label) => {
    const box = document.querySelector(`a[aria-label="${label}"]`)!.getBoundingClientRect();
    return { right: innerWidth - box.right, bottom: innerHeight - box.bottom };
  }, shellCopy.whatsappLabel);
  expect(corner.right, 'near the right edge').toBeLessThan(40);
  expect(corner.bottom, 'near the bottom edge').toBeLessThan(40);
}

// Firefox and WebKit at 375 px only, where the menu is theirs to open (the Popover API), and on three
// routes: the shell and the menu are the layout's, the same on every page, so the home page, a post
// and the form show what their engines can do differently with it; at 1280 px the templates load in
// them under axe (accessibility.spec.ts) and the journeys click the header's links.
const engineChecked = new Set<string>(['/', alps.path, '/contact/']);

/** The route opened by its address: its heading, the shell around it and its place in the navigation. */
async function expectRoute(visitor: Visitor, route: (typeof routes)[number]) {
  const { status } = await visitor.open(route.path);
  expect(status).toBe(200);
  await expect.poll(() => visitor.heading()).toBe(route.h1);
  expect(await visitor.title()).toContain(site.name);
  for (const landmark of [by.banner(), by.main(), by.contentinfo()]) expect(await visitor.count(landmark)).toBe(1);
  const home = { role: 'link', text: site.name, within: by.banner() } as const;
  expect(await visitor.attribute(home, 'href')).toBe('/');

  await visitor.press('Tab');
  // The skip link shows only while it has focus, so ask the document what has it.
  await expect
    .poll(() => visitor.run(() => document.activeElement?.textContent?.trim() ?? null), {
      message: 'what has focus after Tab',
    })
    .toBe(shellCopy.skipLink);
  await visitor.press('Enter');
  await expect.poll(() => visitor.focused(by.main()), { message: 'the main content has focus' }).toBe(true);

  await expectFooter(visitor);
  await expectWhatsAppButton(visitor);

  if (await visitor.count(menuToggle)) await openMenu(visitor);
  expect(await visitor.attribute(by.link(primaryCta.name, mainNav), 'href')).toBe('/contact/');
  if (route.path in navItems) {
    const item = navItems[route.path];
    if (item) expect(await visitor.attribute(navLink(item), 'aria-current')).toBe('page');
    const marked = await visitor.run(() => document.querySelectorAll('nav[aria-label="Main"] [aria-current="page"]').length);
    expect(marked, 'items marked current').toBe(item ? 1 : 0);
  }
}

// The engines' three routes in one test; Chromium's others four to a test, a step each (a fresh page
// per route cost more than its checks).
const walks = [
  { group: routes.filter((route) => engineChecked.has(route.path)), tags: ' @engines-phone' },
  ...chunks(
    routes.filter((route) => !engineChecked.has(route.path)),
    4,
  ).map((group) => ({ group, tags: '' })),
];

test.describe('every route', () => {
  for (const { group, tags } of walks) {
    test(`${group.map((route) => route.path).join(', ')}: each shows its heading, the shell around it and its place in the navigation${tags}`, async ({
      visitor,
    }) => {
      playwrightTest.info().setTimeout(playwrightTest.info().timeout * 2);
      for (const route of group) await playwrightTest.step(route.path, () => expectRoute(visitor, route));
    });
  }
});
