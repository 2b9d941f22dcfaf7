import { aboutPage } from '../../content/about';
import { clientTuning } from '../../content/client-tuning';
import { primaryCta } from '../../content/navigation';
import { notFoundCopy } from '../../content/shell';
import { alps, blog, contactPage, enquiryLine, europe, routes, schengen, zanzibar } from '../site-data';
import { by, expect, test, type Visitor } from '../visitor/test';
import {
  enquiry,
  expectResults,
  fields,
  fillForm,
  navLink,
  openMenu,
  resultLink,
  resultTitles,
  searchFor,
  sendForm,
  visit,
  type Journey,
} from '../visitor/steps';

/**
 * Journeys of readers, in every engine: each opens one page by its address and goes on by clicks,
 * Back and Forward, as a visitor does, checking every page it reaches (e2e/visitor/steps.ts's
 * `visit`: the address, the heading at the top, the first page's head still there, the same
 * document, nothing reported). The menu's journeys are in menu-journeys.spec.ts.
 */

const home = routes[0].h1;
type Post = { slug: string; title: string; path: string };

/** A post's page: its reading time, its topics (none for a post without), the call to plan a trip like it. */
export async function expectPost(visitor: Visitor, { topics = true } = {}) {
  const article = by.article();
  expect(await visitor.text(article)).toMatch(/\d+ min read/);
  const topicLinks = { role: 'link', within: by.list(blog.topics.listLabel, article) } as const;
  if (topics) expect(await visitor.count(topicLinks)).toBeGreaterThan(0);
  else expect(await visitor.count(topicLinks)).toBe(0);
  expect(await visitor.count(by.link(blog.planTrip.contactLabel, by.region(blog.planTrip.title)))).toBe(1);
}

/**
 * A reader's way from the home page to an enquiry about `post`: Blog (from the menu on a phone), a
 * search for `query`, the post among the results, its "Plan a trip like this", then the contact
 * form, which starts with the post's line and takes the enquiry typed after it (not sent yet).
 */
export async function homeToEnquiry(visitor: Visitor, journey: Journey, query: string, post: Post, { topics = true } = {}) {
  await journey.start('/', home);
  expect(await visitor.count(by.link(primaryCta.name, by.region(home)))).toBe(1);

  if (await visitor.count(by.button('Menu', by.navigation('Main')))) await openMenu(visitor);
  await visitor.tap(navLink('Blog'));
  await journey.at({ path: '/blog/', heading: blog.title });
  await searchFor(visitor, query, post.title, { first: false });
  await journey.clean('the search on /blog/');

  await visitor.tap(resultLink(post.title));
  await journey.at({ path: post.path, heading: post.title });
  await expectPost(visitor, { topics });

  await visitor.tap(by.link(blog.planTrip.contactLabel, by.region(blog.planTrip.title)));
  await journey.at({ path: `/contact/?about=${post.slug}`, heading: contactPage.title });
  await expect
    .poll(() => visitor.value(fields.message), { message: 'the message names the post' })
    .toBe(`${enquiryLine(post.title)}\n`);
  await fillForm(visitor, { ...enquiry, message: 'Two adults, late August.' }, { append: true });
  expect(await visitor.value(fields.message)).toBe(`${enquiryLine(post.title)}\nTwo adults, late August.`);
}

test.describe('a reader', () => {
  test('home → Blog → searches "visa" → a result → "Plan a trip like this" → sends the form @journey', async ({ visitor }) => {
    const journey = visit(visitor);
    await homeToEnquiry(visitor, journey, 'visa', schengen);
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
    await journey.start('/blog/search/?q=visa', blog.search.pageTitle);
    await expectResults(visitor, 'visa', schengen.title, { first: false });
    const titles = await resultTitles(visitor);

    await visitor.tap(resultLink(schengen.title));
    await journey.at({ path: schengen.path, heading: schengen.title });
    await expectPost(visitor);

    await visitor.back();
    await journey.at({ path: '/blog/search/?q=visa', heading: blog.search.pageTitle, history: true });
    await expectResults(visitor, 'visa', schengen.title, { first: false });
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

  test('the 404 page → Return to Home → Plan Your Journey → sends the form @journey', async ({ visitor }) => {
    const journey = visit(visitor);
    const { status } = await journey.start('/no/such/page/', new RegExp(notFoundCopy.title));
    expect(status).toBe(404);

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
