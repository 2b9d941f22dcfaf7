import { clientTuning } from '../../content/client-tuning';
import { alps, blog, schengen, servicesPage, site, zanzibar, zanzibarTrip } from '../site-data';
import { by, expect, test } from '../visitor/test';
import {
  enquiry,
  expectMenuClosed,
  expectResults,
  fillForm,
  menuToggle,
  navLink,
  resultLink,
  resultTitles,
  searchBox,
  searchFor,
  searchStatus,
  sendForm,
  visit,
} from '../visitor/steps';

/**
 * The visitor flows of issue 30 in every engine, each on a page opened by its address: the menu,
 * the contact form, search, copy link and the company-profile alert. The journeys (client-side
 * navigation from page to page) are in e2e/journeys/.
 */

// Opened by a tap, a chosen link navigating in the page and closing it, then Escape giving focus back:
// journeys/menu-journeys.spec.ts (every engine).
test.describe('the small-screen menu @engines @mobile-only', () => {
  test('opens by keyboard, and Escape closes it and gives focus back to the toggle', async ({ visitor }) => {
    await visitor.open('/about/');
    await visitor.focus(menuToggle);
    await visitor.press('Enter');
    await expect.poll(() => visitor.count(navLink('Services')), { message: 'the menu links show' }).toBe(1);
    await visitor.press('Tab');
    await expect.poll(() => visitor.focused(navLink('Home')), { message: 'the menu’s first link has focus' }).toBe(true);
    await visitor.press('Escape');
    await expectMenuClosed(visitor);
    await expect.poll(() => visitor.focused(menuToggle), { message: 'the menu toggle has focus' }).toBe(true);
  });
});

// Chromium at both widths, Firefox and WebKit at 375 px. With the optional phone given, at 1280 px:
// journeys/reader-journeys.spec.ts "the 404 page … sends the form" (every engine).
test('the contact form sends: Sending... on a disabled button, then a toast, and the fields are cleared; the optional phone left empty @engines-phone', async ({
  visitor,
}) => {
  await visitor.open('/contact/');
  await fillForm(visitor, { ...enquiry, phone: '' });
  await sendForm(visitor, clientTuning.submitDelayMs);
});

// Two pages, each walked through several searches: a page load costs Firefox and WebKit more than
// a search does (decision 0150).
test.describe('search @engines @desktop-only', () => {
  test('on /blog/ by keyboard alone (type, arrows between box and results, Tab, Enter); back by a tap, "schengen" finds the Schengen post beside its visa guide, "zanzibar" the post and its trip, and a result opens its post', async ({
    visitor,
  }) => {
    // A visit (e2e/visitor/steps.ts): each page reached by the keyboard or a tap is checked to be in the
    // same document, at its top, with nothing reported.
    const journey = visit(visitor);
    await journey.start('/blog/', blog.title);
    await visitor.focus(searchBox);
    await visitor.press('alps');
    await expect.poll(() => resultTitles(visitor).then((titles) => titles[0])).toBe(alps.title);
    const first = resultLink(alps.title);
    await visitor.press('ArrowDown');
    await expect.poll(() => visitor.focused(first), { message: 'the first result has focus' }).toBe(true);
    await visitor.press('ArrowUp');
    await expect.poll(() => visitor.focused(searchBox), { message: 'the search box has focus' }).toBe(true);
    // Tab reaches the results too: past the box's button, the first result's link.
    await visitor.press('Tab', 'Tab');
    await expect.poll(() => visitor.focused(first), { message: 'the first result has focus' }).toBe(true);
    await visitor.press('Enter');
    await journey.at({ path: alps.path, heading: alps.title });

    await visitor.tap(navLink('Blog'));
    await journey.at({ path: '/blog/', heading: blog.title });
    await searchFor(visitor, 'schengen', schengen.title, { first: false });
    await visitor.type(searchBox, 'zanzibar');
    // The post and the trip it names, in the order Pagefind ranks them.
    await expect.poll(async () => (await resultTitles(visitor)).sort()).toEqual([zanzibar.title, zanzibarTrip.title].sort());
    await expect.poll(() => visitor.text(searchStatus)).toBe('2 results found for "zanzibar"');
    await visitor.tap(resultLink(zanzibar.title));
    await journey.at({ path: zanzibar.path, heading: zanzibar.title });
  });

  // Opening with the query and its results: journeys/reader-journeys.spec.ts "a search page → a result → Back…".
  test('a shared address, /blog/search/?q=visa: typing there keeps the query in the address, so it can be shared', async ({
    visitor,
  }) => {
    await visitor.open('/blog/search/?q=visa');
    await expectResults(visitor, 'visa', schengen.title, { first: false });
    await searchFor(visitor, 'alps', alps.title);
    await expect.poll(() => visitor.path()).toBe('/blog/search/?q=alps');
  });
});

test.describe('a post @engines @desktop-only', () => {
  test('copy link puts the address on the clipboard and says so', async ({ visitor }) => {
    await visitor.open(alps.path);
    const share = by.region(blog.share.title);
    expect(await visitor.count(by.status(undefined, share)), 'nothing said yet').toBe(0);
    await visitor.tap(by.button(blog.share.copy, share));
    await expect.poll(() => visitor.text(by.status(undefined, share))).toBe(blog.share.copied);
    expect(await visitor.clipboard()).toBe(`${site.url}${alps.path}`);
  });
});

test.describe('the company profile @engines @desktop-only', () => {
  test('Download Company Profile (PDF) logs, shows the demo alert and fetches nothing', async ({ visitor }) => {
    const profile = servicesPage.companyProfile;
    await visitor.open('/services/');
    const section = by.region(profile.heading);
    expect(await visitor.text(section)).toContain(profile.text);
    const before = await visitor.run(() => performance.getEntriesByType('resource').length);
    expect(await visitor.tapAndAcceptAlert(by.button(profile.buttonLabel, section))).toBe(profile.demoAlert);
    await expect.poll(async () => (await visitor.observed()).consoleMessages).toContain(profile.demoLog);
    // No download: the page is still here, and nothing like a document was requested.
    expect(await visitor.path()).toBe('/services/');
    const fetched = await visitor.run(
      (from) =>
        performance
          .getEntriesByType('resource')
          .slice(from)
          .map((entry) => entry.name),
      before,
    );
    expect(fetched.filter((url) => /\.pdf|profile/i.test(url))).toEqual([]);
    expect((await visitor.observed()).externalRequests.filter((url) => /\.pdf|profile/i.test(url))).toEqual([]);
  });
});
