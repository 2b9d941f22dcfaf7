import type { Page } from '@playwright/test';
import { blog } from '../../content/blog';
import { contactForm, formFields } from '../contact-form';
import { headingFontDeclared } from '../heading-font';
import { alps, enquiryLine, schengen, zanzibar } from '../site-data';
import { expect, gotoHydrated, routes, test as base, type Observed } from '../fixtures';

/**
 * Walking the site as a visitor does: one document, opened once by its address, then moved through
 * by clicks (Next's client-side router), Back and Forward. On every page reached a journey checks
 * what the page-by-page specs check on a fresh load: the right page, nothing reported (console
 * error, page error, Content-Security-Policy violation) and the page's own feature at work. A meta
 * policy, scripts already running and the router's state all come from the first page of a visit,
 * which a test that opens each page by its address never sees.
 */

/** The sample posts, their titles read from content/posts. */
export const posts = { schengen, alps, zanzibar } as const;

export const headings = Object.fromEntries(routes.map((route) => [route.nav, route.heading])) as Record<
  (typeof routes)[number]['nav'],
  string
>;

/**
 * A page a step reaches: its address and its heading. A page reached by a link opens at its top
 * (its heading on screen); one reached by Back or Forward may be scrolled where the reader left it,
 * so pass `history: true` for those.
 */
type Where = { path: string | RegExp; heading: string | RegExp; history?: boolean };

/** The address a step lands on, as a pattern over the whole URL (a query may follow a path given as text). */
function urlPattern(path: string | RegExp): RegExp {
  if (path instanceof RegExp) return path;
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${escaped}(\\?[^#]*)?$`);
}

/** What one visit observed so far. */
export function expectNothingReported(observed: Observed, where: string) {
  expect(observed.cspViolations, `Content-Security-Policy violations by ${where}`).toEqual([]);
  expect(observed.pageErrors, `uncaught page errors by ${where}`).toEqual([]);
  expect(observed.consoleErrors, `console errors by ${where}`).toEqual([]);
}

/**
 * A visit: `start` opens its first page by address and marks the document; every later step is
 * checked to be in that same document, so a click that fell back to a full page load (which would
 * also load the next page's own policy and hide what the journey is testing) fails the journey.
 */
export function visit(page: Page, observed: Observed) {
  let steps = 0;
  const sameDocument = async (where: string) => {
    const mark = await page.evaluate(() => (window as unknown as { __journey?: string }).__journey);
    expect(mark, `${where} was reached by a full page load, not by client-side navigation`).toBe('one document');
  };

  return {
    /** Opens the journey's first page by its address, waits for it to hydrate and checks it shows `heading`. */
    async start(path: string, heading: string | RegExp) {
      const response = await gotoHydrated(page, path);
      await page.evaluate(() => {
        (window as unknown as { __journey: string }).__journey = 'one document';
      });
      await this.at({ path, heading });
      return response;
    },

    /** After a click, Back or Forward: the page reached, in the same document, with nothing reported. */
    async at({ path, heading, history = false }: Where) {
      steps++;
      const where = `step ${steps} (${path})`;
      await expect(page, `${where}: the address`).toHaveURL(urlPattern(path));
      const title = page.getByRole('heading', { level: 1, name: heading });
      await expect(title, `${where}: the page's heading`).toBeVisible();
      if (!history) await expect(title, `${where}: the page opens at its top`).toBeInViewport();
      expect(await page.evaluate(headingFontDeclared), `${where}: the heading's web font`).toBe('declared');
      await sameDocument(where);
      expectNothingReported(observed, where);
    },

    /** Checks, once the page's own feature has been used, that it reported nothing either. */
    async clean(what: string) {
      await sameDocument(what);
      expectNothingReported(observed, what);
    },
  };
}

export type Journey = ReturnType<typeof visit>;

/**
 * The `journey` fixture, a visit by the test's page not started yet, for `test.extend` of any test
 * that has the `observed` fixture (e2e/fixtures.ts and those built on it).
 */
export const journeyFixture = {
  journey: async ({ page, observed }: { page: Page; observed: Observed }, provide: (journey: Journey) => Promise<void>) => {
    await provide(visit(page, observed));
  },
};

/** The suite's `test` (e2e/fixtures.ts) with a `journey`. */
export const test = base.extend<{ journey: Journey }>(journeyFixture);
export { expect };

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const navLink = (page: Page, name: string) => mainNav(page).getByRole('link', { name, exact: true });
export const menuToggle = (page: Page) => mainNav(page).getByRole('button', { name: 'Menu' });

// --- The blog's search -------------------------------------------------------------------------

const searchCopy = blog.search;
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: searchCopy.label });
export const searchResults = (page: Page) => page.getByRole('list', { name: searchCopy.resultsLabel });
const searchStatus = (page: Page) => page.getByRole('status').filter({ hasText: /./ });

/**
 * Types a query as a reader does and checks what they see: the count of posts found (not "Search
 * is unavailable", which is all a reader gets when the page's policy refuses Pagefind's
 * WebAssembly), and `expected` among the results.
 */
export async function searchFor(page: Page, query: string, expected: string) {
  await searchBox(page).click();
  await searchBox(page).pressSequentially(query);
  await expectResults(page, query, expected);
}

/** The results of `query` are on screen, `expected` among them. */
export async function expectResults(page: Page, query: string, expected: string) {
  await expect(searchBox(page)).toHaveValue(query);
  await expect(searchStatus(page), `what the reader is told after searching "${query}"`).toHaveText(
    new RegExp(`^\\d+ posts? found for "${query}"$`),
  );
  await expect(searchResults(page).getByRole('link', { name: expected, exact: true })).toBeVisible();
}

// --- A post ------------------------------------------------------------------------------------

export type Post = { slug: string; title: string };
export const postPath = (post: Post) => `/blog/${post.slug}/`;
export const planTrip = (page: Page) =>
  page.getByRole('region', { name: 'Ready to plan yours?' }).getByRole('link', { name: 'Plan a trip like this' });

/**
 * A post's page shows its article, its topics (none for a post without any: `topics: false`) and
 * the call to plan a trip like it.
 */
export async function expectPost(page: Page, { topics = true } = {}) {
  const article = page.getByRole('article');
  await expect(article.getByText(/^\d+ min read$/)).toBeVisible();
  const topicLinks = article.getByRole('list', { name: 'Topics' }).getByRole('link');
  if (topics) await expect(topicLinks.first()).toBeVisible();
  else await expect(topicLinks).toHaveCount(0);
  await expect(planTrip(page)).toBeVisible();
}

// --- The contact form --------------------------------------------------------------------------

export const enquiry = {
  name: 'Chiamaka Eze',
  email: 'chiamaka@example.com',
  phone: '+234 803 555 0101',
  message: 'Two adults, late August, about ten days.',
};

export { enquiryLine };

/**
 * Turns to the form as a visitor does (its own code loads at the first focus) and waits until that
 * code is in: the spam trap is its mark.
 */
export async function turnToForm(page: Page) {
  await formFields(contactForm(page)).name.focus();
  await expect(contactForm(page).locator('input[name="reference_code"]')).toBeAttached();
}

/**
 * Fills the form; the message is appended to what is there (the line a post's "Plan a trip like
 * this" starts it with), as a visitor types after it.
 */
export async function fillEnquiry(page: Page) {
  const fields = formFields(contactForm(page));
  await fields.name.fill(enquiry.name);
  await fields.email.fill(enquiry.email);
  await fields.phone.fill(enquiry.phone);
  await fields.message.press('ControlOrMeta+End');
  await fields.message.pressSequentially(enquiry.message);
}

/**
 * A reader's way from the home page to an enquiry about `post`, the journey's first steps: Blog, a
 * search for `query`, the post among the results, its "Plan a trip like this", then the contact
 * form, which starts with the post's line and takes the enquiry typed after it (not sent yet).
 * `topics: false` for a post without topics.
 */
export async function homeToEnquiry(page: Page, journey: Journey, query: string, post: Post, { topics = true } = {}) {
  await journey.start('/', headings.Home);
  await expect(page.getByRole('region', { name: headings.Home }).getByRole('link', { name: 'Plan Your Journey' })).toBeVisible();

  await navLink(page, 'Blog').click();
  await journey.at({ path: '/blog/', heading: headings.Blog });
  await searchFor(page, query, post.title);
  await journey.clean('the search on /blog/');

  await searchResults(page).getByRole('link', { name: post.title, exact: true }).click();
  await journey.at({ path: postPath(post), heading: post.title });
  await expectPost(page, { topics });

  await planTrip(page).click();
  await journey.at({ path: `/contact/?about=${post.slug}`, heading: headings.Contact });
  const message = formFields(contactForm(page)).message;
  await expect(message).toHaveValue(`${enquiryLine(post.title)}\n`);
  await turnToForm(page);
  await fillEnquiry(page);
  await expect(message).toHaveValue(`${enquiryLine(post.title)}\n${enquiry.message}`);
}

export const sentToast = (page: Page) => page.getByRole('status').filter({ hasText: 'Message Sent!' });

/** After a send: the toast says so and every field is empty again. */
export async function expectSent(page: Page) {
  await expect(sentToast(page)).toHaveText("Message Sent! Thank you for contacting us. We'll get back to you within 24 hours.");
  for (const field of Object.values(formFields(contactForm(page)))) await expect(field).toHaveValue('');
  await expect(contactForm(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
}

/**
 * Sends the form in the main export's simulation mode (no endpoint configured), with the page's
 * clock under the test's control (install it before the journey's first page): "Sending..." on a
 * disabled button while the simulated delay runs, then the toast and the emptied fields. The clock
 * stands still from the click until "Sending..." has been seen, then runs at normal speed again, so
 * code that arrives late (the toasts') still gets its timers run.
 */
export async function sendSimulated(page: Page) {
  const form = contactForm(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.mouse.move(0, 0);
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(formFields(form).name).toHaveValue(enquiry.name);
  await expect(sentToast(page)).toHaveCount(0);
  await page.clock.resume();
  await expectSent(page);
}
