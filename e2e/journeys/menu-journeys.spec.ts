import { aboutPage } from '../../content/about';
import { serviceContent } from '../../content/services';
import { blog, contactPage, schengen, servicesPage } from '../site-data';
import { by, expect, test, type Visitor } from '../visitor/test';
import { expectMenuClosed, menuToggle, navLink, openMenu, searchFor, visit } from '../visitor/steps';

/**
 * Journeys through the small-screen menu, at the phone's 375 px, in every engine: the menu opens
 * from its toggle (the native popover). Without the Popover API (Safari before 17) its fallback is
 * in old-safari-journeys.spec.ts.
 */

/** The services page's own feature: the company profile button shows the demo alert. */
async function expectProfileAlert(visitor: Visitor) {
  const profile = by.region(servicesPage.companyProfile.heading);
  expect(await visitor.tapAndAcceptAlert(by.button(servicesPage.companyProfile.buttonLabel, profile))).toBe(
    servicesPage.companyProfile.demoAlert,
  );
  expect(await visitor.count({ role: 'article', within: by.list('Services') })).toBe(serviceContent.length);
}

test.describe('on a phone @mobile-only', () => {
  test('services → the menu → Blog, searches → Back → the menu: a link, then Escape, then Contact @journey', async ({
    visitor,
  }) => {
    const journey = visit(visitor);
    await journey.start('/services/', servicesPage.title);
    await expectMenuClosed(visitor);

    await openMenu(visitor);
    await visitor.tap(navLink('Blog'));
    await journey.at({ path: '/blog/', heading: blog.title });
    await expectMenuClosed(visitor);
    await searchFor(visitor, 'visa', schengen.title, { first: false });
    await journey.clean('the search on /blog/');

    await visitor.back();
    // Back in the same document, with the menu closed and working as on arrival.
    await journey.at({ path: '/services/', heading: servicesPage.title, history: true });
    await expectMenuClosed(visitor);
    await expectProfileAlert(visitor);
    await journey.clean('the company profile button');

    await openMenu(visitor);
    expect(await visitor.attribute(navLink('Services'), 'aria-current')).toBe('page');
    await visitor.tap(navLink('About'));
    await journey.at({ path: '/about/', heading: aboutPage.title });
    await expectMenuClosed(visitor);

    await openMenu(visitor);
    expect(await visitor.attribute(navLink('About'), 'aria-current')).toBe('page');
    await visitor.press('Escape');
    await expectMenuClosed(visitor);
    await expect.poll(() => visitor.focused(menuToggle), { message: 'the menu toggle has focus' }).toBe(true);
    await journey.clean('the menu closed by Escape');

    await openMenu(visitor);
    await visitor.tap(navLink('Contact'));
    await journey.at({ path: '/contact/', heading: contactPage.title });
    await expectMenuClosed(visitor);
  });
});
