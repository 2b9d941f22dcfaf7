/**
 * The visitor API: what a journey or a visitor flow does and reads, in words that belong to no
 * engine. A spec written against it (e2e/visitor/test.ts registers it) runs in Chromium and Firefox
 * through Playwright (./playwright-visitor.ts) and in WebKit through WebKitWebDriver
 * (./webdriver-visitor.ts, the one place that knows Selenium). Things are found as a visitor finds
 * them: by role and accessible name, fields by their label, text by what it says.
 */

/** The roles the site's pages use, as ARIA names them. */
export type Role =
  | 'link'
  | 'button'
  | 'heading'
  | 'textbox'
  | 'searchbox'
  | 'combobox'
  | 'spinbutton'
  | 'region'
  | 'navigation'
  | 'list'
  | 'form'
  | 'status'
  | 'alert'
  | 'article'
  | 'main'
  | 'banner'
  | 'contentinfo';

/**
 * Something on the page: its role, its accessible name (exact, whitespace collapsed), a heading's
 * level, text it contains, and what it is inside. `status` and `alert` match only when they say
 * something (an empty live region is not a message).
 */
export type Target = { role: Role; name?: string; level?: number; text?: string; within?: Target };

/** Finders, for readable specs: `by.link('Blog', by.navigation('Main'))`. */
export const by = {
  link: (name: string, within?: Target): Target => ({ role: 'link', name, within }),
  button: (name: string, within?: Target): Target => ({ role: 'button', name, within }),
  heading: (name?: string, level?: number, within?: Target): Target => ({ role: 'heading', name, level, within }),
  /** A text field (input or textarea) by its label. */
  field: (label: string, within?: Target): Target => ({ role: 'textbox', name: label, within }),
  searchbox: (label: string, within?: Target): Target => ({ role: 'searchbox', name: label, within }),
  /** A drop-down list (select) by its label. */
  select: (label: string, within?: Target): Target => ({ role: 'combobox', name: label, within }),
  /** A number field (input type=number) by its label. */
  number: (label: string, within?: Target): Target => ({ role: 'spinbutton', name: label, within }),
  region: (name: string, within?: Target): Target => ({ role: 'region', name, within }),
  navigation: (name: string): Target => ({ role: 'navigation', name }),
  list: (name: string, within?: Target): Target => ({ role: 'list', name, within }),
  form: (name: string): Target => ({ role: 'form', name }),
  /** A polite live region that says something (`text`: that contains this). */
  status: (text?: string, within?: Target): Target => ({ role: 'status', text, within }),
  alert: (text?: string, within?: Target): Target => ({ role: 'alert', text, within }),
  article: (within?: Target): Target => ({ role: 'article', within }),
  main: (): Target => ({ role: 'main' }),
  /** The page's header and footer. */
  banner: (): Target => ({ role: 'banner' }),
  contentinfo: (): Target => ({ role: 'contentinfo' }),
};

/** Keys a visitor presses; any other string is typed as text into what has focus. */
export type Key = 'Enter' | 'Tab' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'End';

/** What the browser reported during the test so far (the fixture fails the test on the first four). */
export type Observed = {
  cspViolations: string[];
  pageErrors: string[];
  consoleErrors: string[];
  failedRequests: string[];
  /** Requests off loopback (refused, or answered by a stand-in). */
  externalRequests: string[];
  /** Every console message's text, whatever its level (errors the test allowed among them). */
  consoleMessages: string[];
};

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** An axe violation, in a form a failed assertion shows readably. */
export type AxeViolation = { id: string; impact: string | null | undefined; help: string; targets: string[] };

export interface Visitor {
  readonly engine: Engine;
  /** The site's address of a path (the served export's origin and base). */
  url(path: string): string;
  /** Opens a page by its address and waits until it has hydrated; the document's HTTP status. */
  open(path: string): Promise<{ status: number | undefined }>;
  /** The address bar's path and query. */
  path(): Promise<string>;
  /** The main heading's text ('' while there is none on screen). */
  heading(): Promise<string>;
  /** The page's title (the tab's). */
  title(): Promise<string>;

  /** Clicks (taps) the first visible match, scrolled into view as a visitor would. */
  tap(target: Target): Promise<void>;
  /** Taps, and answers the alert that opens with OK; returns what it said. */
  tapAndAcceptAlert(target: Target): Promise<string>;
  /** Types into a field, replacing what it holds, or after it with `append` (as a visitor types at its end). */
  type(field: Target, text: string, options?: { append?: boolean }): Promise<void>;
  /** Chooses the option that reads `option` in a drop-down list. */
  choose(select: Target, option: string): Promise<void>;
  /** Moves focus to it (as a Tab would land there). */
  focus(target: Target): Promise<void>;
  /** Presses keys in turn on what has focus. */
  press(...keys: (Key | string)[]): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  /** Reloads the page, as the browser's button does (a new document); waits until it has loaded, not hydrated. */
  reload(): Promise<void>;
  /**
   * Types a full address into the address bar mid-visit (a new document; any origin, e.g. a server
   * the test started itself); waits until it has loaded, not hydrated (an offline page need not).
   */
  goTo(address: string): Promise<void>;

  /** The first visible match's text, whitespace collapsed ('' when nothing matching is visible). */
  text(target: Target): Promise<string>;
  /** Every visible match's text, in page order. */
  texts(target: Target): Promise<string[]>;
  /** How many matches the visitor can see. */
  count(target: Target): Promise<number>;
  /** A field's value. */
  value(field: Target): Promise<string>;
  attribute(target: Target, name: string): Promise<string | null>;
  enabled(target: Target): Promise<boolean>;
  focused(target: Target): Promise<boolean>;
  /** Whether the first visible match is at least partly inside the viewport. */
  inViewport(target: Target): Promise<boolean>;

  /**
   * Runs a function in the page (serialised: no closures), with one argument; its result, once a
   * returned promise settles. For what a visitor cannot do but a test must read (timings, marks).
   */
  run<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** The clipboard's text, as the browser holds it. */
  clipboard(): Promise<string>;
  /** axe-core's WCAG 2.2 AA violations on the page, once no animation runs (a card mid-fade fails contrast). */
  axeViolations(): Promise<AxeViolation[]>;
  /** What the browser reported so far. */
  observed(): Promise<Observed>;
  /** Forgets what was reported so far (a test that provoked errors on purpose, once it checked them). */
  forgetObserved(): Promise<void>;
}
