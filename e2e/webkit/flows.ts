/**
 * Steps the WebKit flows and journeys share: the menu, the contact form, the blog's search. Each
 * asserts what the visitor sees, as the Chromium specs do (e2e/mobile-menu.spec.ts,
 * e2e/contact.spec.ts, e2e/blog-search.spec.ts).
 */
import { expect } from './fixtures';
import { blog, contactPage } from '../site-data';
import { By, find, inside, literal, type Visitor } from './visitor';
import type { WebElement } from 'selenium-webdriver';

const search = blog.search;
const form = contactPage.form;

export const sample = {
  name: 'Chiamaka Eze',
  email: 'chiamaka@example.com',
  phone: '+234 803 555 0101',
  message: 'Family of four to Dubai for the August school holiday, about ten days.',
};

// ---------- the main navigation and the small-screen menu ----------

export async function mainNav(visitor: Visitor): Promise<WebElement> {
  return visitor.driver.findElement(find.named('Main', 'nav'));
}

export async function menuToggle(visitor: Visitor): Promise<WebElement> {
  return visitor.visible(find.button('Menu'), await mainNav(visitor));
}

export async function menuExpanded(visitor: Visitor): Promise<string | null> {
  return (await menuToggle(visitor)).getAttribute('aria-expanded');
}

/** A link of the main navigation, visible (at phone width, only with the menu open). */
export async function navLink(visitor: Visitor, name: string): Promise<WebElement> {
  return visitor.visible(find.link(name), await mainNav(visitor));
}

export async function openMenu(visitor: Visitor) {
  await visitor.clickOn(await menuToggle(visitor));
  await expect.poll(() => menuExpanded(visitor), { message: 'the menu toggle says it is open' }).toBe('true');
  await navLink(visitor, 'Services');
}

/** Clicks a main-navigation link (opening the menu first at phone width) and checks it was client-side. */
export async function chooseInNav(visitor: Visitor, name: string, path: string, { phone = false } = {}) {
  const mark = await visitor.markDocument();
  if (phone) await openMenu(visitor);
  await visitor.clickOn(await navLink(visitor, name));
  await visitor.expectPath(path);
  await visitor.expectSameDocument(mark);
  if (phone) await expectMenuClosed(visitor);
}

export async function expectMenuClosed(visitor: Visitor) {
  await expect.poll(() => menuExpanded(visitor), { message: 'the menu toggle says it is closed' }).toBe('false');
  const nav = await mainNav(visitor);
  await expect.poll(() => visitor.countVisible(find.link('Blog'), nav), { message: 'the menu links are hidden' }).toBe(0);
}

// ---------- the contact form ----------

export async function contactForm(visitor: Visitor): Promise<WebElement> {
  return visitor.visible(find.named(form.title, 'form'));
}

export async function formFields(visitor: Visitor) {
  const within = await contactForm(visitor);
  const field = (label: string) => visitor.visible(find.field(label), within);
  return {
    name: await field(form.labels.name),
    email: await field(form.labels.email),
    phone: await field(form.labels.phone),
    message: await field(form.labels.message),
  };
}

export async function fillForm(visitor: Visitor, values: Partial<typeof sample> = sample, { keepMessage = false } = {}) {
  const fields = await formFields(visitor);
  if (values.name !== undefined) await visitor.fill(fields.name, values.name);
  if (values.email !== undefined) await visitor.fill(fields.email, values.email);
  if (values.phone !== undefined) await visitor.fill(fields.phone, values.phone);
  if (values.message !== undefined) {
    if (keepMessage) await fields.message.sendKeys(values.message);
    else await visitor.fill(fields.message, values.message);
  }
}

/** The toast that says the message was sent. */
export const sentToast = () => By.xpath(`//*[@role='status'][contains(normalize-space(.), ${literal(form.success.title)})]`);

/** The toast shows, says the message was sent, and is announced politely, as in Chromium. */
export async function expectSentToast(visitor: Visitor) {
  await expect
    .poll(() => visitor.textOf(sentToast()), { message: 'the toast' })
    .toBe(`${form.success.title} ${form.success.text}`);
  expect(await (await visitor.visible(sentToast())).getAttribute('aria-live')).toBe('polite');
}

/**
 * Sends the form and checks what the visitor sees: the button says "Sending..." and is disabled
 * for the simulated delay, then a toast says the message was sent and the fields are empty.
 * WebDriver cannot stop the page's clock as Playwright does in Chromium, so the button's states
 * are recorded in the page as they happen (a MutationObserver) and read after the toast shows.
 */
export async function sendForm(visitor: Visitor, submitDelayMs: number) {
  const within = await contactForm(visitor);
  const button = await visitor.visible(find.button(form.submit), within);
  await visitor.driver.executeScript(
    `const button = arguments[0];
     const states = (window.__submitStates = []);
     const note = () => states.push({ text: button.textContent.trim(), disabled: button.disabled, at: performance.now() });
     new MutationObserver(note).observe(button, { subtree: true, childList: true, characterData: true, attributes: true });`,
    button,
  );
  await visitor.clickOn(button);
  await expectSentToast(visitor);
  const states =
    await visitor.driver.executeScript<{ text: string; disabled: boolean; at: number }[]>('return window.__submitStates');
  const sending = states.findIndex((state) => state.text === form.sending);
  expect(sending, `the button said "${form.sending}" (states: ${JSON.stringify(states)})`).toBeGreaterThanOrEqual(0);
  expect(states[sending]!.disabled, 'the button is disabled while sending').toBe(true);
  const back = states.findIndex((state, index) => index > sending && state.text === form.submit);
  expect(back, `the button came back to "${form.submit}"`).toBeGreaterThan(sending);
  // "Sending..." stays for the simulated delay (a little less is timer granularity).
  expect(states[back]!.at - states[sending]!.at).toBeGreaterThanOrEqual(submitDelayMs - 50);
  expect(await visitor.visible(find.button(form.submit), within).then((element) => element.isEnabled())).toBe(true);
  await expectFieldsHold(visitor, { name: '', email: '', phone: '', message: '' });
}

/** Each field of the form holds these values (all empty once a message was sent). */
export async function expectFieldsHold(visitor: Visitor, values: typeof sample) {
  const fields = await formFields(visitor);
  for (const [name, value] of Object.entries(values))
    await expect.poll(() => visitor.value(fields[name as keyof typeof fields]), { message: `the ${name} field` }).toBe(value);
}

// ---------- the blog's search ----------

export async function searchBox(visitor: Visitor): Promise<WebElement> {
  return visitor.visible(find.field(search.label));
}

export const resultList = () => find.named(search.resultsLabel, 'ol');

/** The titles of the results shown (empty while there are none). */
export function resultTitles(visitor: Visitor): Promise<string[]> {
  // The list is replaced as each answer arrives: a read it outlived starts again.
  return visitor.readFound(async () => {
    const lists = await visitor.driver.findElements(resultList());
    if (lists.length === 0) return [];
    const headings = await lists[0]!.findElements(By.css('h2'));
    return Promise.all(headings.map(async (heading) => (await heading.getText()).trim()));
  });
}

/** The search's status line (count, no match, unavailable). */
export function searchStatus(visitor: Visitor): Promise<string> {
  return visitor.readFound(async () => {
    const box = await searchBox(visitor);
    const status = await box.findElements(By.xpath(`./ancestor::form/following-sibling::*[@role='status']`));
    return status.length ? (await status[0]!.getText()).trim() : '';
  });
}

export async function resultLink(visitor: Visitor, title: string): Promise<WebElement> {
  const list = await visitor.visible(resultList());
  return visitor.visible(find.link(title), list);
}

/** Types a query and waits for its results: `title` first (or, with first: false, among them). */
export async function searchFor(visitor: Visitor, query: string, title: string, { first = true } = {}) {
  const box = await searchBox(visitor);
  await visitor.fill(box, query);
  // First the search's answer to the whole query, or its failure, whichever the visitor sees.
  const answer = new RegExp(`"${query}"|^${search.unavailable.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await expect.poll(() => searchStatus(visitor), { message: `the search's answer to "${query}"` }).toMatch(answer);
  expect(await searchStatus(visitor)).toMatch(new RegExp(`posts? found for "${query}"`));
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

export { inside };
