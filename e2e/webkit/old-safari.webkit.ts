import { expect, PHONE, test } from './fixtures';
import { mainNav, navLink } from './flows';
import { servicesPage } from '../site-data';
import { find } from './visitor';

/**
 * Safari before 17 (iOS 15 and 16, common on second-hand iPhones in Nigeria) has no Popover API.
 * WebKit with the feature switched off stands in for it: the menu's fallback shows the links
 * inline (app/layout.tsx marks the page `no-popover`), and choosing one must still navigate in
 * the page, with no error.
 */
test.use({ viewport: PHONE, webkitDisabledFeatures: ['PopoverAttribute'] });

test('without the Popover API the menu links show inline, and a chosen one navigates in the page', async ({ visitor }) => {
  await visitor.open('/about/');
  expect(await visitor.driver.executeScript("return 'popover' in HTMLElement.prototype"), 'the Popover API is off').toBe(false);
  const nav = await mainNav(visitor);
  expect(await visitor.countVisible(find.button('Menu'), nav), 'no menu toggle to press').toBe(0);
  await navLink(visitor, 'Plan Your Journey');
  const mark = await visitor.markDocument();
  await visitor.clickOn(await navLink(visitor, 'Services'));
  await visitor.expectPath('/services/');
  await visitor.expectH1(servicesPage.title);
  await visitor.expectSameDocument(mark);
});
