/**
 * The visitor API (./visitor.ts) over WebKitWebDriver: WebKitGTK in our own browser
 * (e2e/webkit/browser.py, started by e2e/webkit/driver.ts). With e2e/webkit/, the one place that
 * knows Selenium. WebDriver has no role queries: each role becomes the XPath of the HTML it comes
 * from on this site (`xpath` below), names matched exactly, whitespace collapsed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { By, Key as SeleniumKey, type WebDriver, type WebElement } from 'selenium-webdriver';
import { axeFindings, axeTags, relative, settleAnimations } from '../fixtures';
import { HYDRATED } from '../hydrated';
import type { Key, Observed, Target, Visitor } from './visitor';

/** axe-core's own build, injected with WebDriver's executeScript, which the page's CSP does not govern. */
let axeSource: string | undefined;

/** An XPath string literal for any text (XPath 1 has no escapes, so quotes are concatenated). */
function literal(text: string): string {
  if (!text.includes("'")) return `'${text}'`;
  if (!text.includes('"')) return `"${text}"`;
  return `concat(${text
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}

/** The element's accessible name as the site gives it: aria-label, else its visible text. */
const named = (name: string | undefined) =>
  name === undefined ? '' : `[@aria-label=${literal(name)} or (not(@aria-label) and normalize-space(.)=${literal(name)})]`;

/** A container (section, nav, list, form) named by aria-label or by the element it is labelled by. */
const labelled = (element: string, name: string | undefined) =>
  name === undefined
    ? `//${element}`
    : `//${element}[@aria-label=${literal(name)} or @aria-labelledby=//*[normalize-space(.)=${literal(name)}]/@id]`;

/** A header or footer is a banner or contentinfo only outside sectioning content. */
const outsideSections = '[not(ancestor::article or ancestor::section or ancestor::main or ancestor::aside or ancestor::nav)]';

/** The XPath of a target (not of what it is inside), with "contains this text" when it asks for it. */
function xpath({ role, name, level, text }: Target): string {
  const own = (() => {
    switch (role) {
      case 'link':
        return `//a[@href]${named(name)}`;
      case 'button':
        return `//button${named(name)}`;
      case 'heading': {
        const levels = level ? `self::h${level}` : 'self::h1 or self::h2 or self::h3 or self::h4';
        return `//*[${levels}]${name === undefined ? '' : `[normalize-space(.)=${literal(name)}]`}`;
      }
      case 'textbox':
      case 'searchbox':
      case 'combobox':
      case 'spinbutton':
        return field(name ?? '');
      case 'region':
        return labelled('section', name);
      case 'navigation':
        return labelled('nav', name);
      case 'list':
        return labelled('*[self::ul or self::ol]', name);
      case 'form':
        return labelled('form', name);
      case 'status':
      case 'alert':
        return `//*[@role='${role}'][normalize-space(.)!='']`;
      case 'article':
      case 'main':
        return `//${role}`;
      case 'banner':
        return `//header${outsideSections}`;
      case 'contentinfo':
        return `//footer${outsideSections}`;
    }
  })();
  return text === undefined ? own : `${own}[contains(normalize-space(.), ${literal(text)})]`;
}

/**
 * A form field (text, number, drop-down) by its accessible name: its label's whole text ("Phone
 * (optional)") or the label's own first words before a decoration ("Name" before a "*"), or its aria-label.
 */
function field(name: string): string {
  const text = literal(name);
  return `//*[self::input or self::textarea or self::select][@id=//label[normalize-space(.)=${text} or normalize-space(text()[1])=${text}]/@for or @aria-label=${text}]`;
}

const keys: Record<Key, string> = {
  Enter: SeleniumKey.ENTER,
  Tab: SeleniumKey.TAB,
  Escape: SeleniumKey.ESCAPE,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  ArrowUp: SeleniumKey.ARROW_UP,
  End: SeleniumKey.END,
};

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

export class WebDriverVisitor implements Visitor {
  readonly engine = 'webkit' as const;
  /** What was reported before `forgetObserved`, left out of `observed()`. */
  private forgotten: Observed | undefined;

  constructor(
    private readonly driver: WebDriver,
    private readonly baseURL: string,
    /** Everything the browser reported since the test began (e2e/webkit/observed.ts). */
    private readonly readObserved: () => Promise<Observed>,
  ) {}

  /** The XPath of a target and of each container it is inside, outermost first. */
  private chain(target: Target): string[] {
    return target.within ? [...this.chain(target.within), xpath(target)] : [xpath(target)];
  }

  /**
   * The visible matches of a target (all, or the first), found in the page in one round trip: each
   * container is its first visible match, as a visitor reads it. Visible: laid out (it has boxes),
   * not `visibility: hidden`, not transparent.
   */
  private find(target: Target, all: boolean): Promise<WebElement[]> {
    return this.driver.executeScript<WebElement[]>(
      `const [chain, all] = arguments;
       const visible = (element) => {
         if (element.getClientRects().length === 0) return false;
         const style = getComputedStyle(element);
         return style.visibility !== 'hidden' && style.opacity !== '0';
       };
       let scope = document;
       for (let index = 0; index < chain.length; index++) {
         const last = index === chain.length - 1;
         const xpath = scope === document ? chain[index] : '.' + chain[index];
         const result = document.evaluate(xpath, scope, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
         const found = [];
         for (let item = 0; item < result.snapshotLength; item++) {
           const element = result.snapshotItem(item);
           if (!visible(element)) continue;
           found.push(element);
           if (!(last && all)) break;
         }
         if (last || found.length === 0) return found;
         scope = found[0];
       }
       return [];`,
      this.chain(target),
      all,
    );
  }

  /** The first visible match, once there is one (10 s). */
  private async element(target: Target): Promise<WebElement> {
    let found: WebElement | undefined;
    await this.driver.wait(
      async () => {
        [found] = await this.find(target, false);
        return Boolean(found);
      },
      10_000,
      `nothing visible matches ${this.chain(target).join(' » ')}`,
    );
    return found!;
  }

  /** Every visible match, now. */
  private elements(target: Target): Promise<WebElement[]> {
    return this.find(target, true);
  }

  /**
   * Runs `read` again when the page re-rendered what it was reading (a search result list is
   * replaced as each answer arrives): WebDriver then reports the old element stale. Bounded by the
   * number of re-renders, not by time.
   */
  private async readFound<T>(read: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await read();
      } catch (error) {
        if ((error as Error | undefined)?.name !== 'StaleElementReferenceError' || attempt >= 5) throw error;
      }
    }
  }

  url(path: string) {
    return new URL(relative(path), this.baseURL).href;
  }

  async open(path: string) {
    // WebDriver does not say a document's status: ask the server as the browser did.
    const status = (await fetch(this.url(path), { method: 'HEAD' })).status;
    await this.driver.get(this.url(path));
    await this.driver.wait(
      async () => (await this.driver.findElements(By.css(HYDRATED))).length > 0,
      15_000,
      'the page did not hydrate',
    );
    return { status };
  }

  async path() {
    const url = new URL(await this.driver.getCurrentUrl());
    return url.pathname + url.search;
  }

  heading() {
    return this.text({ role: 'heading', level: 1 });
  }

  title() {
    return this.driver.getTitle();
  }

  async tap(target: Target) {
    // WebKitWebDriver's own scrolling misses once the page is scrolled (a button below the fold
    // after typing in a field above it answers "element not interactable"), so the element is
    // centred first, as a visitor scrolls to it.
    await this.readFound(async () => {
      const element = await this.element(target);
      await this.driver.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", element);
      await element.click();
    });
  }

  async tapAndAcceptAlert(target: Target) {
    await this.tap(target);
    const alert = await this.driver.switchTo().alert();
    const message = await alert.getText();
    await alert.accept();
    return message;
  }

  async type(field: Target, text: string, { append = false } = {}) {
    const element = await this.element(field);
    if (!append) await element.clear();
    // WebDriver types after a field's text when the field is not focused yet (a click would put the caret where it landed).
    else await this.driver.executeScript('arguments[0].blur()', element);
    if (text) await element.sendKeys(text);
  }

  async choose(select: Target, option: string) {
    // WebDriver's element click on an option selects it, as a visitor's choice in the list does.
    const element = await this.element(select);
    const choice = await element.findElement(By.xpath(`./option[normalize-space(.)=${literal(option)}]`));
    await choice.click();
  }

  async focus(target: Target) {
    await this.driver.executeScript('arguments[0].focus()', await this.element(target));
  }

  async press(...pressed: (Key | string)[]) {
    await this.driver
      .actions()
      .sendKeys(...pressed.map((key) => keys[key as Key] ?? key))
      .perform();
  }

  async back() {
    await this.driver.navigate().back();
  }

  async reload() {
    await this.driver.navigate().refresh();
  }

  async goTo(address: string) {
    await this.driver.get(address);
  }

  async forward() {
    await this.driver.navigate().forward();
  }

  async text(target: Target) {
    return this.readFound(async () => {
      const [first] = await this.elements(target);
      return first ? collapse(await first.getText()) : '';
    });
  }

  async texts(target: Target) {
    return this.readFound(async () =>
      Promise.all((await this.elements(target)).map(async (element) => collapse(await element.getText()))),
    );
  }

  async count(target: Target) {
    return this.readFound(async () => (await this.elements(target)).length);
  }

  async value(field: Target) {
    return this.readFound(async () => String(await (await this.element(field)).getProperty('value')));
  }

  async attribute(target: Target, name: string) {
    // The attribute as written (Selenium's getAttribute answers the property: an absolute href).
    return this.readFound(async () =>
      this.driver.executeScript<string | null>(
        'return arguments[0].getAttribute(arguments[1])',
        await this.element(target),
        name,
      ),
    );
  }

  async enabled(target: Target) {
    return this.readFound(async () => (await this.element(target)).isEnabled());
  }

  async focused(target: Target) {
    return this.readFound(async () =>
      this.driver.executeScript<boolean>('return document.activeElement === arguments[0]', await this.element(target)),
    );
  }

  async inViewport(target: Target) {
    return this.readFound(async () =>
      this.driver.executeScript<boolean>(
        `const box = arguments[0].getBoundingClientRect();
         return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;`,
        await this.element(target),
      ),
    );
  }

  run<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T> {
    // WebDriver awaits a returned promise (its "execute script" command does).
    return this.driver.executeScript<T>(`return (${fn.toString()})(arguments[0]);`, arg);
  }

  clipboard() {
    // Read by our browser (e2e/webkit/browser.py) from the system clipboard, not by the page.
    return this.driver.executeAsyncScript<string>(
      'const done = arguments[arguments.length - 1]; window.webkit.messageHandlers.clipboard.postMessage(null).then(done, (error) => done(String(error)));',
    );
  }

  /**
   * axe runs in the top document only (AxeBuilder also enters frames; the one frame here, the
   * contact page's map, is refused off loopback in WebKit anyway).
   */
  async axeViolations() {
    await this.animationsSettled();
    axeSource ??= readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
    await this.driver.executeScript(axeSource);
    const results = await this.driver.executeAsyncScript<Parameters<typeof axeFindings>[0] | { error: string }>(
      `const done = arguments[arguments.length - 1];
       const rules = (list) => list.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
       axe.run(document, { runOnly: { type: 'tag', values: arguments[0] } }).then(
         (results) => done({ violations: rules(results.violations), incomplete: rules(results.incomplete) }),
         (error) => done({ error: String(error) }),
       );`,
      axeTags,
    );
    return 'error' in results ? [{ id: 'axe-error', impact: null, help: results.error, targets: [] }] : axeFindings(results);
  }

  /** As e2e/fixtures.ts's animationsSettled: the same function's source, in one asynchronous script. */
  private async animationsSettled() {
    const settled = await this.driver.executeAsyncScript<true | string>(`
      const done = arguments[arguments.length - 1];
      (${settleAnimations.toString()})().then(() => done(true), (error) => done(String(error)));
    `);
    if (settled !== true) throw new Error(`waiting for the animations to end failed: ${settled}`);
  }

  async observed(): Promise<Observed> {
    const seen = await this.readObserved();
    const forgotten = this.forgotten;
    if (!forgotten) return seen;
    // Each list only grows during a test: what came after the forgotten part.
    const after = Object.entries(seen).map(([key, list]) => [key, list.slice(forgotten[key as keyof Observed].length)]);
    return Object.fromEntries(after) as Observed;
  }

  async forgetObserved() {
    this.forgotten = undefined;
    this.forgotten = await this.observed();
  }
}
