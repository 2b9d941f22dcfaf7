import { primaryCta } from '../../content/navigation';
import { blog, routes, schengen, servicesPage } from '../site-data';
import { by, expect, test } from '../visitor/test';
import { mainNav, menuToggle, navLink, searchFor, visit } from '../visitor/steps';

/**
 * Safari before 17 (iOS 15 and 16, common on second-hand iPhones in Nigeria) has no Popover API.
 * WebKit with the feature switched off stands in for it, and Chromium and Firefox with the API
 * removed before the page's scripts (e2e/visitor/test.ts's `withoutPopover`): the menu's fallback
 * shows the links inline (app/layout.tsx marks the page `no-popover`), and they must still move
 * between pages client-side, with no error.
 */
test.use({ withoutPopover: true });

test('on a phone without the Popover API the links show inline: home → Services → Blog, searches → Back @journey @mobile-only', async ({
  visitor,
}) => {
  const journey = visit(visitor);
  await journey.start('/', routes[0].h1);
  expect(await visitor.run(() => 'popover' in HTMLElement.prototype), 'the Popover API is off').toBe(false);
  // The fallback: no toggle to press, every link of the menu on the page.
  expect(await visitor.count(menuToggle), 'no menu toggle').toBe(0);
  for (const name of ['Home', 'About', 'Services', 'Blog', 'Contact']) expect(await visitor.count(navLink(name)), name).toBe(1);
  expect(await visitor.count(by.link(primaryCta.name, mainNav))).toBe(1);

  await visitor.tap(navLink('Services'));
  await journey.at({ path: '/services/', heading: servicesPage.title });
  expect(await visitor.attribute(navLink('Services'), 'aria-current')).toBe('page');

  await visitor.tap(navLink('Blog'));
  await journey.at({ path: '/blog/', heading: blog.title });
  await searchFor(visitor, 'visa', schengen.title, { first: false });
  await journey.clean('the search on /blog/');

  await visitor.back();
  await journey.at({ path: '/services/', heading: servicesPage.title, history: true });
  expect(await visitor.count(menuToggle)).toBe(0);
  expect(await visitor.count(navLink('Contact'))).toBe(1);
});
