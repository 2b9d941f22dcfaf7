import { aboutPage } from '../../content/about';
import { clientTuning } from '../../content/client-tuning';
import { primaryCta } from '../../content/navigation';
import { notFoundCopy, shellCopy } from '../../content/shell';
import { alps, blog, contactPage, europe, routes, schengen, zanzibar } from '../site-data';
import { by, expect, test } from '../visitor/test';
import {
  expectPost,
  expectResults,
  fields,
  fillForm,
  homeToEnquiry,
  mainNav,
  navLink,
  resultLink,
  resultTitles,
  searchFor,
  sendForm,
  visit,
} from '../visitor/steps';

/**
 * Journeys of readers, in every engine: each opens one page by its address and goes on by clicks,
 * Back and Forward, as a visitor does, checking every page it reaches (e2e/visitor/steps.ts's
 * `visit`: the address, the heading at the top, the first page's head still there, the same
 * document, nothing reported). The menu's journeys are in menu-journeys.spec.ts.
 */

const home = routes[0].h1;

test.describe('a reader', () => {
  // Chromium at both widths and over Cloudflare's runtime: Firefox and WebKit walk this way at 375 px
  // with the enquiry delivered for real (contact-delivery-journey.spec.ts), so not here too.
  test('home → Blog → searches "visa" → a result → "Plan a trip like this" → sends the form', async ({ visitor }) => {
    const journey = visit(visitor);
    await homeToEnquiry(visitor, journey, 'visa', schengen);
    // The post's line is the visitor's to change: replaced, it stays replaced.
    await visitor.type(fields.message, 'Two adults to Lisbon instead.');
    expect(await visitor.value(fields.message)).toBe('Two adults to Lisbon instead.');
    await sendForm(visitor, clientTuning.submitDelayMs);
    await journey.clean('sending the form');
  });

  test('about → Blog → a post → its topic → another post → back to the blog, searches → a result @journey @desktop-only', async ({
    visitor,
  }) => {
    const journey = visit(visitor);
    await journey.start('/about/', aboutPage.title);
    expect(await visitor.text(by.region(aboutPage.mission.title))).toContain(aboutPage.mission.text);

    await visitor.tap(navLink('Blog'));
    await journey.at({ path: '/blog/', heading: blog.title });
    await visitor.tap(by.link(alps.title, by.main()));
    await journey.at({ path: alps.path, heading: alps.title });
    await expectPost(visitor);

    await visitor.tap(by.link(europe.name, by.list(blog.topics.listLabel, by.article())));
    await journey.at({ path: `/blog/topics/${europe.slug}/`, heading: europe.name });
    expect(await visitor.texts(by.heading(undefined, 2, by.main()))).toEqual([schengen.title, alps.title]);

    await visitor.tap(by.link(schengen.title, by.main()));
    await journey.at({ path: schengen.path, heading: schengen.title });
    await expectPost(visitor);
    expect(await visitor.texts(by.heading(undefined, 3, by.region(blog.related.title)))).toEqual([alps.title]);

    await visitor.tap(by.link(blog.backToList));
    await journey.at({ path: '/blog/', heading: blog.title });
    await searchFor(visitor, 'zanzibar', zanzibar.title);
    await journey.clean('the search on /blog/');
    await visitor.tap(resultLink(zanzibar.title));
    await journey.at({ path: zanzibar.path, heading: zanzibar.title });
  });

  test('a search page → a result → Back: the same query and results; Forward: the post again @journey @desktop-only', async ({
    visitor,
  }) => {
    const journey = visit(visitor);
    // "schengen": the post and the visa desk's Schengen guide (since issue 52 "visa" also finds six guides).
    await journey.start('/blog/search/?q=schengen', blog.search.pageTitle);
    await expectResults(visitor, 'schengen', schengen.title, { first: false });
    const titles = await resultTitles(visitor);

    await visitor.tap(resultLink(schengen.title));
    await journey.at({ path: schengen.path, heading: schengen.title });
    await expectPost(visitor);

    await visitor.back();
    await journey.at({ path: '/blog/search/?q=schengen', heading: blog.search.pageTitle, history: true });
    await expectResults(visitor, 'schengen', schengen.title, { first: false });
    await expect.poll(() => resultTitles(visitor), { message: 'the same results' }).toEqual(titles);
    // Where the reader left them: the result they opened is on screen.
    expect(await visitor.inViewport(resultLink(schengen.title))).toBe(true);
    await journey.clean('the results after Back');

    await visitor.forward();
    await journey.at({ path: schengen.path, heading: schengen.title, history: true });
    await expectPost(visitor);
  });
});

test.describe('a visitor who followed a broken link @desktop-only', () => {
  // The 404 page logs the path on purpose, and the browser reports the document's 404 status.
  test.use({ allowConsoleErrors: /404 Error: User attempted to access non-existent route|status of 404/ });

  test('the 404 page (status 404, its code, a console log of the path, the shell) → Return to Home → Plan Your Journey → sends the form @journey', async ({
    visitor,
  }) => {
    const journey = visit(visitor);
    const { status } = await journey.start('/no/such/page/', new RegExp(notFoundCopy.title));
    expect(status).toBe(404);
    expect(await visitor.text(by.main())).toContain(notFoundCopy.code);
    // The shell around it: the header's navigation, the footer and the WhatsApp button.
    for (const part of [mainNav, by.contentinfo(), by.link(shellCopy.whatsappLabel)]) expect(await visitor.count(part)).toBe(1);
    await expect
      .poll(async () => (await visitor.observed()).consoleMessages.join('\n'), { message: 'the 404 log' })
      .toMatch(/non-existent route.*\/no\/such\/page\//);

    await visitor.tap(by.link(notFoundCopy.homeLink));
    await journey.at({ path: '/', heading: home });
    await visitor.tap(by.link(primaryCta.name, by.region(home)));
    await journey.at({ path: '/contact/', heading: contactPage.title });
    expect(await visitor.value(fields.message)).toBe('');
    await fillForm(visitor);
    await sendForm(visitor, clientTuning.submitDelayMs);
    await journey.clean('sending the form');
  });
});
