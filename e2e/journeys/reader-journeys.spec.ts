import { aboutPage } from '../../content/about';
import { contactForm, formFields } from '../contact-form';
import {
  expect,
  expectPost,
  expectResults,
  fillEnquiry,
  headings,
  homeToEnquiry,
  navLink,
  postPath,
  posts,
  searchFor,
  searchResults,
  sendSimulated,
  test,
  turnToForm,
} from './journey';

/**
 * Journeys of readers, at desktop width (none of their checks depends on the viewport; the menu's
 * journeys are in menu-journeys.spec.ts): each opens one page by its address and goes on by clicks,
 * Back and Forward, as a visitor does, checking every page it reaches (journey.ts).
 */

test.describe('a reader', () => {
  test('home → Blog → searches "visa" → a result → "Plan a trip like this" → sends the form @journey @desktop-only', async ({
    page,
    journey,
  }) => {
    // The contact form's simulated delay runs on this clock (normal speed until the send).
    await page.clock.install();
    await homeToEnquiry(page, journey, 'visa', posts.schengen);
    await sendSimulated(page);
    await journey.clean('sending the form');
  });

  test('about → Blog → a post → its topic → another post → back to the blog and searches @journey @desktop-only', async ({
    page,
    journey,
  }) => {
    await journey.start('/about/', headings.About);
    await expect(page.getByRole('region', { name: 'Our Mission' })).toContainText(aboutPage.mission.text);

    await navLink(page, 'Blog').click();
    await journey.at({ path: '/blog/', heading: headings.Blog });
    await page.getByRole('main').getByRole('link', { name: posts.alps.title, exact: true }).click();
    await journey.at({ path: postPath(posts.alps), heading: posts.alps.title });
    await expectPost(page);

    await page.getByRole('article').getByRole('list', { name: 'Topics' }).getByRole('link', { name: 'Europe' }).click();
    await journey.at({ path: '/blog/topics/europe/', heading: 'Europe' });
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([posts.schengen.title, posts.alps.title]);

    await page.getByRole('main').getByRole('link', { name: posts.schengen.title, exact: true }).click();
    await journey.at({ path: postPath(posts.schengen), heading: posts.schengen.title });
    await expectPost(page);
    await expect(page.getByRole('region', { name: 'Related posts' }).getByRole('heading', { level: 3 })).toHaveText([
      posts.alps.title,
    ]);

    await page.getByRole('link', { name: 'Back to all posts' }).click();
    await journey.at({ path: '/blog/', heading: headings.Blog });
    await searchFor(page, 'zanzibar', posts.zanzibar.title);
    await journey.clean('the search on /blog/');
  });

  test('a search page → a result → Back: the same query and results; Forward: the post again @journey @desktop-only', async ({
    page,
    journey,
  }) => {
    await journey.start('/blog/search/?q=visa', 'Search the blog');
    await expectResults(page, 'visa', posts.schengen.title);

    await searchResults(page).getByRole('link', { name: posts.schengen.title, exact: true }).click();
    await journey.at({ path: postPath(posts.schengen), heading: posts.schengen.title });
    await expectPost(page);

    await page.goBack();
    await journey.at({ path: '/blog/search/?q=visa', heading: 'Search the blog', history: true });
    await expectResults(page, 'visa', posts.schengen.title);
    // Where the reader left them: the result they opened is on screen.
    await expect(searchResults(page).getByRole('link', { name: posts.schengen.title, exact: true })).toBeInViewport();
    await journey.clean('the results after Back');

    await page.goForward();
    await journey.at({ path: postPath(posts.schengen), heading: posts.schengen.title, history: true });
    await expectPost(page);
  });
});

test.describe('a visitor who followed a broken link', () => {
  // The 404 page logs the path on purpose, and the browser reports the document's 404 status.
  test.use({ allowConsoleErrors: /404 Error: User attempted to access non-existent route|status of 404/ });

  test('the 404 page → Return to Home → Plan Your Journey → sends the form @journey @desktop-only', async ({ page, journey }) => {
    await page.clock.install();
    const response = await journey.start('/no/such/page/', /Oops! Page not found/);
    expect(response?.status()).toBe(404);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await journey.at({ path: '/', heading: headings.Home });
    await page.getByRole('region', { name: headings.Home }).getByRole('link', { name: 'Plan Your Journey' }).click();

    await journey.at({ path: '/contact/', heading: headings.Contact });
    await expect(formFields(contactForm(page)).message).toHaveValue('');
    await turnToForm(page);
    await fillEnquiry(page);
    await sendSimulated(page);
    await journey.clean('sending the form');
  });
});
