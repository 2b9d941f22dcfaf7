import { clientTuning } from '../../content/client-tuning';
import { notFoundCopy } from '../../content/shell';
import { expect, PHONE, test } from './fixtures';
import * as flows from './flows';
import { alps, blog, contactPage, enquiryLine, europe, routes, schengen, servicesPage, zanzibar } from '../site-data';
import { find, Key, type Visitor } from './visitor';

/**
 * Journeys of issue 30 in WebKit: the visitor moves by clicking (client-side navigation, checked
 * to stay in the first page's document), going back, and uses each page's feature on the way. The
 * fixture fails a journey on any page error, CSP violation or console error anywhere along it.
 */

/** Clicks a link in the page (not the navigation) and checks the page it leads to. */
async function follow(visitor: Visitor, link: string, path: string, h1: string, within?: Parameters<Visitor['visible']>[1]) {
  await visitor.click(find.link(link), within);
  await visitor.expectPath(path);
  await visitor.expectH1(h1);
}

for (const [width, viewport] of [
  ['desktop', undefined],
  ['phone', PHONE],
] as const) {
  test.describe(`on a ${width}`, () => {
    if (viewport) test.use({ viewport });
    const phone = Boolean(viewport);

    test('home → Blog → search → a result → "Plan a trip like this" → the contact form → send', async ({ visitor }) => {
      await visitor.open('/');
      const mark = await visitor.markDocument();
      await flows.chooseInNav(visitor, 'Blog', '/blog/', { phone });
      await visitor.expectH1(blog.title);
      await flows.searchFor(visitor, 'visa', schengen.title, { first: false });
      await visitor.clickFound(() => flows.resultLink(visitor, schengen.title));
      await visitor.expectPath(schengen.path);
      await visitor.expectH1(schengen.title);
      await follow(visitor, blog.planTrip.contactLabel, `/contact/?about=${schengen.slug}`, contactPage.title);
      const { message } = await flows.formFields(visitor);
      await expect
        .poll(() => visitor.value(message), { message: 'the message names the post' })
        .toBe(`${enquiryLine(schengen.title)}\n`);
      await flows.fillForm(visitor, { ...flows.sample, message: 'Two adults, late August.' }, { keepMessage: true });
      expect(await visitor.value(message)).toBe(`${enquiryLine(schengen.title)}\nTwo adults, late August.`);
      await flows.sendForm(visitor, clientTuning.submitDelayMs);
      await visitor.expectSameDocument(mark);
    });
  });
}

test('about → Blog → a post → its topic → another post → search', async ({ visitor }) => {
  await visitor.open('/about/');
  const mark = await visitor.markDocument();
  await flows.chooseInNav(visitor, 'Blog', '/blog/');
  await follow(visitor, alps.title, alps.path, alps.title);
  const topics = await visitor.visible(find.named(blog.topics.listLabel, 'ul'));
  await follow(visitor, europe.name, `/blog/topics/${europe.slug}/`, europe.name, topics);
  await follow(visitor, schengen.title, schengen.path, schengen.title);
  await flows.chooseInNav(visitor, 'Blog', '/blog/');
  await flows.searchFor(visitor, 'zanzibar', zanzibar.title);
  await visitor.clickFound(() => flows.resultLink(visitor, zanzibar.title));
  await visitor.expectPath(zanzibar.path);
  await visitor.expectH1(zanzibar.title);
  await visitor.expectSameDocument(mark);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('services → Blog → back → the menu', async ({ visitor }) => {
    await visitor.open('/services/');
    const mark = await visitor.markDocument();
    await flows.chooseInNav(visitor, 'Blog', '/blog/', { phone: true });
    await visitor.expectH1(blog.title);
    await visitor.driver.navigate().back();
    await visitor.expectPath('/services/');
    await visitor.expectH1(servicesPage.title);
    // Back in the same document, with the menu closed and working as on arrival.
    await visitor.expectSameDocument(mark);
    await flows.expectMenuClosed(visitor);
    await flows.openMenu(visitor);
    await visitor.press(Key.ESCAPE);
    await flows.expectMenuClosed(visitor);
    await visitor.expectFocused(await flows.menuToggle(visitor), 'the menu toggle');
    await flows.chooseInNav(visitor, 'Contact', '/contact/', { phone: true });
    await visitor.expectH1(contactPage.title);
    await visitor.expectSameDocument(mark);
  });
});

test.describe('from the 404 page', () => {
  // The 404 page logs the path on purpose, and the document itself is answered 404.
  test.use({ allowConsoleErrors: /404 Error: User attempted to access non-existent route|status of 404/ });

  test('404 → home → contact, and the form sends', async ({ visitor }) => {
    await visitor.open('/no/such/page/');
    await visitor.expectH1(new RegExp(notFoundCopy.title));
    const mark = await visitor.markDocument();
    await follow(visitor, notFoundCopy.homeLink, '/', routes[0].h1);
    await flows.chooseInNav(visitor, 'Contact', '/contact/');
    await visitor.expectH1(contactPage.title);
    await flows.fillForm(visitor);
    await flows.sendForm(visitor, clientTuning.submitDelayMs);
    await visitor.expectSameDocument(mark);
  });
});

test('a search page → a post → back to the same results', async ({ visitor }) => {
  await visitor.open('/blog/search/?q=visa');
  await expect.poll(() => flows.resultTitles(visitor)).toContain(schengen.title);
  const titles = await flows.resultTitles(visitor);
  const mark = await visitor.markDocument();
  await visitor.clickFound(() => flows.resultLink(visitor, titles[0]!));
  await visitor.expectH1(titles[0]!);
  await visitor.driver.navigate().back();
  await visitor.expectPath('/blog/search/?q=visa');
  expect(await visitor.value(await flows.searchBox(visitor))).toBe('visa');
  await expect.poll(() => flows.resultTitles(visitor), { message: 'the same results' }).toEqual(titles);
  await visitor.expectSameDocument(mark);
});
