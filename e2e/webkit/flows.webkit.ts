import { clientTuning } from '../../content/client-tuning';
import { expect, PHONE, test } from './fixtures';
import {
  chooseInNav,
  expectMenuClosed,
  fillForm,
  menuExpanded,
  menuToggle,
  navLink,
  openMenu,
  resultLink,
  resultTitles,
  sample,
  searchBox,
  searchFor,
  searchStatus,
  sendForm,
} from './flows';
import { alps, blog, schengen, servicesPage, site, zanzibar } from '../site-data';
import { find, Key } from './visitor';

/**
 * The visitor flows of issue 30 in WebKit, each on a page opened by its address: the menu, the
 * contact form, search, copy link and the company-profile alert. The journeys (client-side
 * navigation from page to page) are in journeys.webkit.ts.
 */

test.describe('the small-screen menu', () => {
  test.use({ viewport: PHONE });

  test('opens with the toggle, and a chosen link navigates in the page and closes it', async ({ visitor }) => {
    await visitor.open('/about/');
    expect(await menuExpanded(visitor)).toBe('false');
    await expectMenuClosed(visitor);
    await openMenu(visitor);
    await navLink(visitor, 'Plan Your Journey');
    await chooseInNav(visitor, 'Services', '/services/');
    await expectMenuClosed(visitor);
    await visitor.expectH1(servicesPage.title);
  });

  test('opens by keyboard, and Escape closes it and gives focus back to the toggle', async ({ visitor }) => {
    await visitor.open('/about/');
    const toggle = await menuToggle(visitor);
    await visitor.driver.executeScript('arguments[0].focus()', toggle);
    await visitor.press(Key.ENTER);
    await expect.poll(() => menuExpanded(visitor)).toBe('true');
    await visitor.press(Key.TAB);
    await visitor.expectFocused(await navLink(visitor, 'Home'), 'the menu\u2019s first link');
    await visitor.press(Key.ESCAPE);
    await expectMenuClosed(visitor);
    await visitor.expectFocused(toggle, 'the menu toggle');
  });
});

test.describe('the contact form', () => {
  test('sends: Sending... on a disabled button, then a toast, and the fields are cleared', async ({ visitor }) => {
    await visitor.open('/contact/');
    await fillForm(visitor);
    await sendForm(visitor, clientTuning.submitDelayMs);
  });
});

test.describe('the contact form on a phone', () => {
  test.use({ viewport: PHONE });

  test('sends the same way, the optional phone left empty', async ({ visitor }) => {
    await visitor.open('/contact/');
    await fillForm(visitor, { ...sample, phone: '' });
    await sendForm(visitor, clientTuning.submitDelayMs);
  });
});

test.describe('search', () => {
  test('typed on /blog/: "schengen" finds the Schengen post first, and its result opens the post', async ({ visitor }) => {
    await visitor.open('/blog/');
    await searchFor(visitor, 'schengen', schengen.title);
    await visitor.fill(await searchBox(visitor), 'zanzibar');
    await expect.poll(() => resultTitles(visitor)).toEqual([zanzibar.title]);
    await expect.poll(() => searchStatus(visitor)).toBe('1 post found for "zanzibar"');
    const mark = await visitor.markDocument();
    await visitor.clickFound(() => resultLink(visitor, zanzibar.title));
    await visitor.expectPath(zanzibar.path);
    await visitor.expectH1(zanzibar.title);
    await visitor.expectSameDocument(mark);
  });

  test('a shared address, /blog/search/?q=visa, opens with the query and its results', async ({ visitor }) => {
    await visitor.open('/blog/search/?q=visa');
    await visitor.expectH1(blog.search.pageTitle);
    expect(await visitor.value(await searchBox(visitor))).toBe('visa');
    await expect.poll(() => resultTitles(visitor)).toContain(schengen.title);
    expect(await searchStatus(visitor)).toMatch(/posts? found for "visa"/);
  });

  test('typing on the search page keeps the query in the address, so it can be shared', async ({ visitor }) => {
    await visitor.open('/blog/search/');
    await searchFor(visitor, 'alps', alps.title);
    await visitor.expectPath('/blog/search/?q=alps');
  });

  test('works by keyboard alone: type, arrows between box and results, Tab, Enter', async ({ visitor }) => {
    await visitor.open('/blog/');
    const box = await searchBox(visitor);
    await visitor.driver.executeScript('arguments[0].focus()', box);
    await visitor.press('alps');
    await expect.poll(() => resultTitles(visitor).then((titles) => titles[0])).toBe(alps.title);
    const link = await resultLink(visitor, alps.title);
    await visitor.press(Key.ARROW_DOWN);
    await visitor.expectFocused(link, 'the first result');
    await visitor.press(Key.ARROW_UP);
    await visitor.expectFocused(box, 'the search box');
    // Tab reaches the results too: past the box's button, the first result's link.
    await visitor.press(Key.TAB, Key.TAB);
    await visitor.expectFocused(link, 'the first result');
    await visitor.press(Key.ENTER);
    await visitor.expectPath(alps.path);
    await visitor.expectH1(alps.title);
  });
});

test.describe('a post', () => {
  test('copy link puts the address on the clipboard and says so', async ({ visitor }) => {
    await visitor.open(alps.path);
    const share = await visitor.visible(find.named(blog.share.title, 'section'));
    await visitor.click(find.button(blog.share.copy), share);
    await expect.poll(() => visitor.textOf(find.status(), share)).toBe(blog.share.copied);
    // The clipboard as the browser holds it, read by our browser (./browser.py), not by the page.
    const copied = await visitor.driver.executeAsyncScript<string>(
      'const done = arguments[arguments.length - 1]; window.webkit.messageHandlers.clipboard.postMessage(null).then(done, (error) => done(String(error)));',
    );
    expect(copied).toBe(`${site.url}${alps.path}`);
  });
});

test.describe('the company profile', () => {
  test('Download Company Profile (PDF) logs, shows the demo alert and fetches nothing', async ({ visitor, observed }) => {
    await visitor.open('/services/');
    const section = await visitor.visible(find.named(servicesPage.companyProfile.heading, 'section'));
    expect(await section.getText()).toContain(servicesPage.companyProfile.text);
    const before = await visitor.driver.executeScript<number>("return performance.getEntriesByType('resource').length");
    await visitor.click(find.button(servicesPage.companyProfile.buttonLabel), section);
    const alert = await visitor.driver.switchTo().alert();
    expect(await alert.getText()).toBe(servicesPage.companyProfile.demoAlert);
    await alert.accept();
    await expect.poll(async () => (await observed()).logs).toContain(servicesPage.companyProfile.demoLog);
    // No download: the page is still here, and nothing like a document was requested.
    await visitor.expectPath('/services/');
    const fetched = await visitor.driver.executeScript<string[]>(
      "return performance.getEntriesByType('resource').slice(arguments[0]).map((entry) => entry.name)",
      before,
    );
    expect(fetched.filter((url) => /\.pdf|profile/i.test(url))).toEqual([]);
    expect((await observed()).externalRequests.filter((url) => /\.pdf|profile/i.test(url))).toEqual([]);
  });
});
