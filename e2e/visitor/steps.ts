/**
 * Steps the visitor specs share, written once against the visitor API (./visitor.ts): the main
 * navigation and the small-screen menu, a visit moved through by clicks (one document), the contact
 * form, the blog's search. Each asserts what the visitor sees.
 */
import { expect } from '@playwright/test';
import { headingFontDeclared } from '../heading-font';
import { primaryCta } from '../../content/navigation';
import { blog, contactPage, enquiryLine, routes } from '../site-data';
import { expectNothingReported } from './test';
import { by, type Visitor } from './visitor';

// ---------- the main navigation and the small-screen menu ----------

export const mainNav = by.navigation('Main');
export const navLink = (name: string) => by.link(name, mainNav);
export const menuToggle = by.button('Menu', mainNav);

export async function openMenu(visitor: Visitor) {
  await visitor.tap(menuToggle);
  await expect.poll(() => visitor.count(navLink('Services')), { message: 'the menu links show' }).toBe(1);
}

// The toggle carries no aria-expanded (the HTML standard forbids it beside popovertarget: the
// browser exposes the popover's state); what a screen reader hears is read in Chromium's
// accessibility tree by mobile-menu.spec.ts and slow-phone/first-tap.spec.ts.
export async function expectMenuClosed(visitor: Visitor) {
  await expect.poll(() => visitor.count(navLink('Blog')), { message: 'the menu links are hidden' }).toBe(0);
}

// ---------- a visit: one document, moved through by clicks ----------

/** A page a step reaches: its address (a query may follow a path given as text) and its main heading. */
export type Where = { path: string | RegExp; heading: string | RegExp; history?: boolean };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A visit: `start` opens its first page by address and marks the document; every later step is
 * checked to be in that same document, so a click that fell back to a full page load (which would
 * also load the next page's own policy and hide what the journey is testing) fails the journey.
 * On every page reached: the address, the main heading (on screen at the top, for a page reached by
 * a link; `history: true` for Back and Forward, which may restore a scrolled position), the heading's
 * web font still declared (the first page's head stays), and nothing reported.
 */
export function visit(visitor: Visitor) {
  let steps = 0;
  const sameDocument = async (where: string) => {
    const mark = await visitor.run(() => (window as unknown as { __journey?: string }).__journey ?? null);
    expect(mark, `${where} was reached by a full page load, not by client-side navigation`).toBe('one document');
  };
  return {
    async start(path: string, heading: string | RegExp) {
      const response = await visitor.open(path);
      await visitor.run(() => {
        (window as unknown as { __journey: string }).__journey = 'one document';
      });
      await this.at({ path, heading });
      return response;
    },

    async at({ path, heading, history = false }: Where) {
      steps++;
      const where = `step ${steps} (${path})`;
      const address = path instanceof RegExp ? path : new RegExp(`^${escape(path)}(\\?.*)?$`);
      await expect.poll(() => visitor.path(), { message: `${where}: the address` }).toMatch(address);
      const title = heading instanceof RegExp ? heading : new RegExp(`^${escape(heading)}$`);
      await expect.poll(() => visitor.heading(), { message: `${where}: the page's heading` }).toMatch(title);
      if (!history) {
        expect(await visitor.inViewport(by.heading(undefined, 1)), `${where}: the page opens at its top`).toBe(true);
      }
      expect(await visitor.run(headingFontDeclared), `${where}: the heading's web font`).toBe('declared');
      await sameDocument(where);
      await expectNothingReported(visitor, where);
    },

    /** Once the page's own feature has been used: still the same document, nothing reported. */
    async clean(what: string) {
      await sameDocument(what);
      await expectNothingReported(visitor, what);
    },
  };
}

export type Journey = ReturnType<typeof visit>;

// ---------- the contact form ----------

const form = contactPage.form;
export const contactForm = by.form(form.title);
export const fields = {
  name: by.field(form.labels.name, contactForm),
  email: by.field(form.labels.email, contactForm),
  phone: by.field(`${form.labels.phone} ${form.optionalHint}`, contactForm),
  message: by.field(form.labels.message, contactForm),
};
export const submitButton = by.button(form.submit, contactForm);

export const enquiry = {
  name: 'Chiamaka Eze',
  email: 'chiamaka@example.com',
  phone: '+234 803 555 0101',
  message: 'Family of four to Dubai for the August school holiday, about ten days.',
};
export type Enquiry = typeof enquiry;

/** Fills the form; with `append`, the message is typed after what is there (a post's line). */
export async function fillForm(visitor: Visitor, values: Partial<Enquiry> = enquiry, { append = false } = {}) {
  // The form's own code loads at the first focus: a visitor's first step into it.
  await visitor.focus(fields.name);
  for (const name of ['name', 'email', 'phone'] as const) {
    if (values[name] !== undefined) await visitor.type(fields[name], values[name]);
  }
  if (values.message !== undefined) await visitor.type(fields.message, values.message, { append });
}

/** Each field of the form holds these values (all empty once a message was sent). */
export async function expectFieldsHold(visitor: Visitor, values: Enquiry) {
  for (const [name, value] of Object.entries(values))
    await expect.poll(() => visitor.value(fields[name as keyof Enquiry]), { message: `the ${name} field` }).toBe(value);
}

/**
 * Sends as a person does: not sooner than the minimum fill time (`minFillMs`) after the last
 * keystroke, or the form, which counts from the first, marks the enquiry as fast. Waited out on the
 * page's own timer: no engine's clock can be moved from here (WebDriver has none to move).
 */
export async function sendAsPerson(visitor: Visitor, minFillMs: number) {
  await visitor.run((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)), minFillMs);
  await visitor.tap(submitButton);
}

/** The toast that says the message was sent. */
export const sentToast = by.status(form.success.title);

/** The toast shows, says the message was sent, and is announced politely. */
export async function expectSentToast(visitor: Visitor) {
  await expect.poll(() => visitor.text(sentToast), { message: 'the toast' }).toBe(`${form.success.title} ${form.success.text}`);
  expect(await visitor.attribute(sentToast, 'aria-live')).toBe('polite');
}

/** The button as it was at each change, with how many of the form's fields held text and whether the toast showed. */
type ButtonState = { text: string; disabled: boolean; at: number; filled: number; toast: boolean };

/**
 * Sends the form and checks what the visitor sees: the button says "Sending..." and is disabled
 * for the simulated delay while the fields keep their text and no toast shows, then a toast says
 * the message was sent and the fields are empty. Nothing goes to a form service: the main
 * export's form simulates the send, after checking the network is there. The
 * button's states are recorded in the page as they happen (a MutationObserver), so no engine's
 * clock needs stopping, and read once the toast shows.
 */
export async function sendForm(visitor: Visitor, submitDelayMs: number) {
  const filledBefore = await visitor.run(
    ({ label, sent }) => {
      const button = [...document.querySelectorAll('form button')].find((element) => element.textContent?.trim() === label)!;
      const fields = [
        ...button.closest('form')!.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]), textarea'),
      ];
      const states: ButtonState[] = [];
      (window as unknown as { __submitStates: ButtonState[] }).__submitStates = states;
      const note = () =>
        states.push({
          text: button.textContent!.trim(),
          disabled: (button as HTMLButtonElement).disabled,
          at: performance.now(),
          filled: fields.filter((field) => field.value !== '').length,
          toast: [...document.querySelectorAll('[role=status]')].some((status) => status.textContent!.includes(sent)),
        });
      new MutationObserver(note).observe(button, { subtree: true, childList: true, characterData: true, attributes: true });
      return fields.filter((field) => field.value !== '').length;
    },
    { label: form.submit, sent: form.success.title },
  );
  const tappedAt = await visitor.run(() => performance.now());
  await visitor.tap(submitButton);
  await expectSentToast(visitor);
  // Simulated: nothing goes to a form service (the main export has none). The one request is the
  // check that the network is there, a HEAD of the page's own path (decision 0061). The map below the
  // form may load into its frame meanwhile, as the page scrolls: not the page's request. Requests
  // begun before the tap do not count, though they may end after it: the form's code, which starts
  // loading when the visitor first focuses a field, can still be on its way on a slow host.
  const requested = await visitor.run(
    (from) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime >= from)
        .filter((entry) => entry.initiatorType !== 'iframe' && entry.name !== location.origin + location.pathname)
        .map((entry) => entry.name),
    tappedAt,
  );
  expect(requested, 'requests made by sending, but the network check').toEqual([]);
  const states = await visitor.run(() => (window as unknown as { __submitStates: ButtonState[] }).__submitStates);
  const sending = states.findIndex((state) => state.text === form.sending);
  expect(sending, `the button said "${form.sending}" (states: ${JSON.stringify(states)})`).toBeGreaterThanOrEqual(0);
  expect(states[sending]!.disabled, 'the button is disabled while sending').toBe(true);
  expect(states[sending]!.toast, 'no toast before the message is sent').toBe(false);
  expect(states[sending]!.filled, 'the fields keep what was typed while sending').toBe(filledBefore);
  const back = states.findIndex((state, index) => index > sending && state.text === form.submit);
  expect(back, `the button came back to "${form.submit}"`).toBeGreaterThan(sending);
  // "Sending..." stays for the simulated delay (a little less is timer granularity).
  expect(states[back]!.at - states[sending]!.at).toBeGreaterThanOrEqual(submitDelayMs - 50);
  expect(await visitor.enabled(submitButton)).toBe(true);
  await expectFieldsHold(visitor, { name: '', email: '', phone: '', message: '' });
}

// ---------- a reader's way to an enquiry ----------

export type Post = { slug: string; title: string; path: string };

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
  await journey.start('/', routes[0].h1);
  expect(await visitor.count(by.link(primaryCta.name, by.region(routes[0].h1)))).toBe(1);

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

// ---------- the blog's search ----------

const search = blog.search;
export const searchBox = by.searchbox(search.label);
export const resultList = by.list(search.resultsLabel);
export const resultLink = (title: string) => by.link(title, resultList);
/** The search's status line (count, no match, unavailable): the page's first live region that says something. */
export const searchStatus = by.status(undefined, by.main());

/** The titles of the results shown (empty while there are none). */
export const resultTitles = (visitor: Visitor) => visitor.texts(by.heading(undefined, 2, resultList));

/**
 * Types a query as a reader does and checks what they see: the count of results found (not "Search
 * is unavailable", which is all a reader gets when the page's policy refuses Pagefind's
 * WebAssembly), and `title` among the results (first, unless `first: false`).
 */
export async function searchFor(visitor: Visitor, query: string, title: string, { first = true } = {}) {
  await visitor.type(searchBox, query);
  await expectResults(visitor, query, title, { first });
}

/** The results of `query` are on screen, `title` among them (first, unless `first: false`). */
export async function expectResults(visitor: Visitor, query: string, title: string, { first = true } = {}) {
  expect(await visitor.value(searchBox)).toBe(query);
  await expect
    .poll(() => visitor.text(searchStatus), { message: `what the reader is told after searching "${query}"` })
    .toMatch(new RegExp(`^\\d+ results? found for "${escape(query)}"$`));
  await expect
    .poll(
      async () => {
        const titles = await resultTitles(visitor);
        return first ? titles[0] : titles.find((shown) => shown === title);
      },
      { message: `results for "${query}"` },
    )
    .toBe(title);
}
