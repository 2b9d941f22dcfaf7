import type { Page } from '@playwright/test';
import { serviceContent } from '../../content/services';
import { expect, headings, mainNav, menuToggle, navLink, posts, searchFor, test } from './journey';

/**
 * Journeys through the small-screen menu, at the mobile project's 375 px: with the native popover
 * the menu opens from its toggle; without the Popover API (Safari before 17, iOS 15 and 16) its
 * fallback shows the links inline, and they must still navigate client-side.
 */

/** The services page's own feature: the company profile button shows the demo alert. */
async function expectProfileAlert(page: Page) {
  const dialog = page.waitForEvent('dialog');
  const click = page
    .getByRole('region', { name: 'Company Profile' })
    .getByRole('button', { name: 'Download Company Profile (PDF)' })
    .click();
  const alert = await dialog;
  expect(alert.message()).toBe('Company profile download would start here. This is a demo implementation.');
  await alert.accept();
  await click;
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('article')).toHaveCount(serviceContent.length);
}

async function openMenu(page: Page) {
  await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(navLink(page, 'Blog')).toBeVisible();
}

async function expectMenuClosed(page: Page) {
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(navLink(page, 'Blog')).toBeHidden();
}

test.describe('on a phone', () => {
  test('services → the menu → Blog, searches → Back → the menu: a link, then Escape @journey @mobile-only', async ({
    page,
    journey,
  }) => {
    await journey.start('/services/', headings.Services);
    await expectMenuClosed(page);

    await openMenu(page);
    await navLink(page, 'Blog').click();
    await journey.at({ path: '/blog/', heading: headings.Blog });
    await expectMenuClosed(page);
    await searchFor(page, 'visa', posts.schengen.title);
    await journey.clean('the search on /blog/');

    await page.goBack();
    await journey.at({ path: '/services/', heading: headings.Services, history: true });
    await expectMenuClosed(page);
    await expectProfileAlert(page);
    await journey.clean('the company profile button');

    await openMenu(page);
    await expect(navLink(page, 'Services')).toHaveAttribute('aria-current', 'page');
    await navLink(page, 'About').click();
    await journey.at({ path: '/about/', heading: headings.About });
    await expectMenuClosed(page);

    await openMenu(page);
    await expect(navLink(page, 'About')).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expectMenuClosed(page);
    await expect(menuToggle(page)).toBeFocused();
    await journey.clean('the menu closed by Escape');
  });
});

test.describe('on a phone without the Popover API (Safari before 17)', () => {
  test.beforeEach(async ({ page }) => {
    // As on iOS 15 and 16: no popover methods or property, and a selector naming :popover-open is
    // a syntax error, as old WebKit throws it ("':popover-open' is not a valid selector.").
    await page.addInitScript(() => {
      const prototype = HTMLElement.prototype as unknown as Record<string, unknown>;
      for (const name of ['showPopover', 'hidePopover', 'togglePopover', 'popover']) delete prototype[name];
      const guard = <T extends (this: unknown, selectors: string) => unknown>(original: T) =>
        function (this: unknown, selectors: string) {
          if (String(selectors).includes(':popover-open')) {
            throw new DOMException(`'${selectors}' is not a valid selector.`, 'SyntaxError');
          }
          return original.call(this, selectors);
        };
      for (const owner of [Element.prototype, Document.prototype, DocumentFragment.prototype]) {
        const methods = owner as unknown as Record<string, (this: unknown, selectors: string) => unknown>;
        for (const name of ['matches', 'closest', 'querySelector', 'querySelectorAll']) {
          if (typeof methods[name] === 'function') methods[name] = guard(methods[name]);
        }
      }
    });
  });

  test('the links show inline and move between pages client-side: home → Services → Blog, searches → Back @journey @mobile-only', async ({
    page,
    journey,
  }) => {
    await journey.start('/', headings.Home);
    expect(await page.evaluate(() => 'popover' in HTMLElement.prototype)).toBe(false);
    // The fallback: no toggle, every link of the menu on the page.
    await expect(menuToggle(page)).toBeHidden();
    for (const name of ['Home', 'About', 'Services', 'Blog', 'Contact']) await expect(navLink(page, name)).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Plan Your Journey' })).toBeVisible();

    await navLink(page, 'Services').click();
    await journey.at({ path: '/services/', heading: headings.Services });
    await expect(navLink(page, 'Services')).toHaveAttribute('aria-current', 'page');

    await navLink(page, 'Blog').click();
    await journey.at({ path: '/blog/', heading: headings.Blog });
    await searchFor(page, 'visa', posts.schengen.title);
    await journey.clean('the search on /blog/');

    await page.goBack();
    await journey.at({ path: '/services/', heading: headings.Services, history: true });
    await expect(menuToggle(page)).toBeHidden();
    await expect(navLink(page, 'Contact')).toBeVisible();
  });
});
