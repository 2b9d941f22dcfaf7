/**
 * The visitor API (./visitor.ts) over Playwright's page: Chromium and Firefox. Targets become role
 * locators (getByRole with the exact name), so a spec finds what an assistive technology would.
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations, gotoHydrated, relative, type Observed as FixtureObserved } from '../fixtures';
import type { Engine, Key, Observed, Target, Visitor } from './visitor';

/** `status` and `alert` count only when they say something. */
const saysSomething = new Set(['status', 'alert']);

function locate(page: Page, target: Target): Locator {
  const scope: Page | Locator = target.within ? locate(page, target.within).first() : page;
  let found =
    target.name === undefined
      ? scope.getByRole(target.role, { level: target.level })
      : scope.getByRole(target.role, { name: target.name, exact: true, level: target.level });
  if (saysSomething.has(target.role)) found = found.filter({ hasText: /\S/ });
  if (target.text !== undefined) found = found.filter({ hasText: target.text });
  return found;
}

const visibleFirst = (page: Page, target: Target) => locate(page, target).filter({ visible: true }).first();
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

export class PlaywrightVisitor implements Visitor {
  /** Every console message's text, whatever its level. */
  private readonly consoleMessages: string[] = [];

  constructor(
    readonly page: Page,
    private readonly baseURL: string,
    private readonly fixtureObserved: FixtureObserved,
    readonly engine: Engine,
  ) {
    page.on('console', (message) => this.consoleMessages.push(message.text()));
  }

  url(path: string) {
    return new URL(relative(path), this.baseURL).href;
  }

  async open(path: string) {
    const response = await gotoHydrated(this.page, relative(path));
    return { status: response?.status() };
  }

  async path() {
    const url = new URL(this.page.url());
    return url.pathname + url.search;
  }

  async heading() {
    return this.text({ role: 'heading', level: 1 });
  }

  title() {
    return this.page.title();
  }

  async tap(target: Target) {
    await visibleFirst(this.page, target).click();
  }

  async tapAndAcceptAlert(target: Target) {
    const dialog = this.page.waitForEvent('dialog');
    const click = this.tap(target);
    const alert = await dialog;
    const message = alert.message();
    await alert.accept();
    await click;
    return message;
  }

  async type(field: Target, text: string, { append = false } = {}) {
    const element = visibleFirst(this.page, field);
    if (!append) return element.fill(text);
    await element.press('ControlOrMeta+End');
    await element.pressSequentially(text);
  }

  async choose(select: Target, option: string) {
    await visibleFirst(this.page, select).selectOption({ label: option });
  }

  async focus(target: Target) {
    await visibleFirst(this.page, target).focus();
  }

  async press(...keys: (Key | string)[]) {
    const named = new Set<string>(['Enter', 'Tab', 'Escape', 'ArrowDown', 'ArrowUp', 'End']);
    for (const key of keys) {
      if (named.has(key)) await this.page.keyboard.press(key);
      else await this.page.keyboard.type(key);
    }
  }

  async back() {
    await this.page.goBack();
  }

  async reload() {
    await this.page.reload();
  }

  async goTo(address: string) {
    await this.page.goto(address);
  }

  async forward() {
    await this.page.goForward();
  }

  async text(target: Target) {
    // One round trip, no waiting: callers poll (expect.poll) for what they wait on.
    const [first] = await this.texts(target);
    return first ?? '';
  }

  async texts(target: Target) {
    const all = await locate(this.page, target).filter({ visible: true }).allTextContents();
    return all.map(collapse);
  }

  count(target: Target) {
    return locate(this.page, target).filter({ visible: true }).count();
  }

  value(field: Target) {
    return visibleFirst(this.page, field).inputValue();
  }

  attribute(target: Target, name: string) {
    return visibleFirst(this.page, target).getAttribute(name);
  }

  enabled(target: Target) {
    return visibleFirst(this.page, target).isEnabled();
  }

  async focused(target: Target) {
    return visibleFirst(this.page, target).evaluate((element) => element === document.activeElement);
  }

  async inViewport(target: Target) {
    return visibleFirst(this.page, target).evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    });
  }

  run<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T> {
    return this.page.evaluate(fn as never, arg as never) as Promise<T>;
  }

  clipboard() {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  async axeViolations() {
    // The map's frame too (AxeBuilder enters frames), once it has loaded; in Firefox, networkidle
    // settles after a frame navigates only with e2e/engines/network-idle.ts's patch.
    await this.page.waitForLoadState('networkidle');
    return axeViolations(this.page);
  }

  async observed(): Promise<Observed> {
    // A copy: what the test holds must not change as the page goes on reporting.
    return structuredClone({ ...this.fixtureObserved, consoleMessages: this.consoleMessages });
  }

  async forgetObserved() {
    for (const list of Object.values(this.fixtureObserved)) list.length = 0;
    this.consoleMessages.length = 0;
  }
}
