/**
 * What a WebKit spec does as the visitor, over WebDriver: open a page, find things by what the
 * visitor reads (link text, labels, aria-labels, visible text through XPath), type, press keys, and
 * wait for what the page then shows. WebDriver has no role queries; the finders below stand in for
 * Playwright's getByRole with the HTML each role comes from here.
 */
import { By, Key, WebElement, type WebDriver } from 'selenium-webdriver';
import { HYDRATED } from '../hydrated';

export { By, Key };

/** An XPath string literal for any text (XPath 1 has no escapes, so quotes are concatenated). */
export function literal(text: string): string {
  if (!text.includes("'")) return `'${text}'`;
  if (!text.includes('"')) return `"${text}"`;
  return `concat(${text
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}

/** The element's accessible name as the site gives it: aria-label, else its visible text. */
const named = (name: string) => `(@aria-label=${literal(name)} or (not(@aria-label) and normalize-space(.)=${literal(name)}))`;

export const find = {
  link: (name: string) => By.xpath(`//a[@href and ${named(name)}]`),
  button: (name: string) => By.xpath(`//button[${named(name)}]`),
  heading: (name: string, level?: number) =>
    By.xpath(
      `//*[${level ? `self::h${level}` : 'self::h1 or self::h2 or self::h3 or self::h4'}][normalize-space(.)=${literal(name)}]`,
    ),
  /** A form control by its label's own text (a label may end in a decorative "*" or a hint). */
  field: (label: string) =>
    By.xpath(
      `//*[self::input or self::textarea or self::select][@id=//label[normalize-space(text()[1])=${literal(label)}]/@for or @aria-label=${literal(label)}]`,
    ),
  /** A section (or form, list, nav) named by aria-label or by the heading it is labelled by. */
  named: (name: string, element = '*') =>
    By.xpath(`//${element}[@aria-label=${literal(name)} or @aria-labelledby=//*[normalize-space(.)=${literal(name)}]/@id]`),
  text: (text: string) => By.xpath(`//body//*[not(self::script)][normalize-space(text())=${literal(text)}]`),
  status: () => By.xpath(`//*[@role='status' or @role='alert'][normalize-space(.)!='']`),
};

/** Within an element: the same finders, relative to it. */
export function inside(by: By): By {
  const xpath = (by as unknown as { value: string }).value;
  if (typeof xpath !== 'string' || !xpath.startsWith('//')) throw new Error('inside() takes the XPath finders above');
  return By.xpath(`.${xpath}`);
}

export class Visitor {
  constructor(
    readonly driver: WebDriver,
    readonly baseURL: string,
  ) {}

  url(path: string): string {
    return new URL(path.replace(/^\//, ''), this.baseURL).href;
  }

  /** Opens a page by its address and waits until it has hydrated (the main nav marks itself). */
  async open(path: string) {
    await this.driver.get(this.url(path));
    await this.hydrated();
  }

  async hydrated() {
    await this.driver.wait(
      async () => (await this.driver.findElements(By.css(HYDRATED))).length > 0,
      15_000,
      'the page did not hydrate',
    );
  }

  /** The address bar's path and query, as the visitor sees it. */
  async path(): Promise<string> {
    const url = new URL(await this.driver.getCurrentUrl());
    return url.pathname + url.search;
  }

  /** The first element the finder matches that the visitor can see, once there is one. */
  async visible(by: By, within?: WebElement, timeout = 10_000): Promise<WebElement> {
    let found: WebElement | undefined;
    await this.driver.wait(
      async () => {
        const candidates = await (within ?? this.driver).findElements(within ? inside(by) : by);
        for (const candidate of candidates) {
          if (await candidate.isDisplayed().catch(() => false)) {
            found = candidate;
            return true;
          }
        }
        return false;
      },
      timeout,
      `nothing visible matches ${String((by as unknown as { value: string }).value)}`,
    );
    return found!;
  }

  /**
   * Clicks as the visitor does, having scrolled the element into view first. WebKitWebDriver's own
   * scrolling misses once the page is scrolled (a button below the fold after typing in a field
   * above it answers "element not interactable"), so the element is centred first.
   */
  async clickOn(element: WebElement) {
    await this.driver.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", element);
    await element.click();
  }

  /**
   * Finds an element and clicks it, finding it again when the page re-rendered it in between
   * (a search result list is replaced as each answer arrives): WebDriver then reports the old
   * element stale. Bounded by the number of re-renders, not by time.
   */
  async clickFound(find: () => Promise<WebElement>, attempts = 5) {
    return this.readFound(async () => this.clickOn(await find()), attempts);
  }

  /** Runs `read` again when the page re-rendered what it was reading (a stale element), as clickFound does. */
  async readFound<T>(read: () => Promise<T>, attempts = 5): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await read();
      } catch (error) {
        if (!isStale(error) || attempt >= attempts) throw error;
      }
    }
  }

  /** The visible text of the first visible match, or '' when none is visible. */
  async textOf(by: By, within?: WebElement): Promise<string> {
    const element = await this.visible(by, within, 0).catch(() => undefined);
    // Replaced between finding and reading (a client-side navigation swapping the heading): read as
    // not there yet, so the callers' polls look again.
    return element ? (await element.getText().catch(ifStale(''))).trim() : '';
  }

  async value(element: WebElement): Promise<string> {
    return String(await element.getProperty('value'));
  }

  /** Types into a field as a visitor does (clearing what is there first). */
  async fill(element: WebElement, text: string) {
    await element.clear();
    if (text) await element.sendKeys(text);
  }

  async press(...keys: string[]) {
    await this.driver
      .actions()
      .sendKeys(...keys)
      .perform();
  }

  async isFocused(element: WebElement): Promise<boolean> {
    return this.driver.executeScript<boolean>('return document.activeElement === arguments[0]', element);
  }

  /** The main heading the visitor reads. */
  async h1(): Promise<string> {
    return this.textOf(By.css('h1'));
  }

  /** Resolves once no finite animation runs (as e2e/fixtures.ts's animationsSettled). */
  async animationsSettled() {
    await this.driver.executeAsyncScript(`
      const done = arguments[arguments.length - 1];
      const running = () => document.getAnimations().filter(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
      (async () => {
        for (let pending = running(); pending.length > 0; pending = running())
          await Promise.all(pending.map((animation) => animation.finished.catch(() => undefined)));
      })().then(() => done(true), (error) => done(String(error)));
    `);
  }
}

/** Whether WebDriver refused an element because the page replaced it since it was found. */
function isStale(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'StaleElementReferenceError';
}

/** A catch handler that answers `fallback` for a stale element and rethrows anything else. */
function ifStale<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (isStale(error)) return fallback;
    throw error;
  };
}
