/**
 * The part of selenium-webdriver (4.49) the WebKit specs use. The package ships no types, and the
 * one devDependency added for WebKit is the client itself (not @types/selenium-webdriver); these
 * signatures follow its documented API.
 */
declare module 'selenium-webdriver' {
  export class By {
    static css(selector: string): By;
    static xpath(xpath: string): By;
  }

  export const Key: Record<'ARROW_DOWN' | 'ARROW_UP' | 'END' | 'ENTER' | 'ESCAPE' | 'TAB', string>;

  export class Capabilities {
    constructor(other?: Record<string, unknown>);
  }

  export interface Alert {
    getText(): Promise<string>;
    accept(): Promise<void>;
  }

  export class WebElement {
    click(): Promise<void>;
    clear(): Promise<void>;
    sendKeys(...keys: string[]): Promise<void>;
    getText(): Promise<string>;
    getProperty(name: string): Promise<unknown>;
    isEnabled(): Promise<boolean>;
    findElement(locator: By): Promise<WebElement>;
  }

  export interface Actions {
    sendKeys(...keys: string[]): Actions;
    perform(): Promise<void>;
  }

  export class WebDriver {
    static createSession(executor: import('selenium-webdriver/http').Executor, capabilities: Capabilities): WebDriver;
    getSession(): Promise<{ getId(): string }>;
    quit(): Promise<void>;
    get(url: string): Promise<void>;
    getCurrentUrl(): Promise<string>;
    getTitle(): Promise<string>;
    findElements(locator: By): Promise<WebElement[]>;
    executeScript<T = unknown>(script: string | ((...args: never[]) => unknown), ...args: unknown[]): Promise<T>;
    executeAsyncScript<T = unknown>(script: string | ((...args: never[]) => unknown), ...args: unknown[]): Promise<T>;
    actions(): Actions;
    wait<T>(condition: () => Promise<T> | T, timeout?: number, message?: string): Promise<T>;
    navigate(): { back(): Promise<void>; forward(): Promise<void>; refresh(): Promise<void> };
    manage(): { window(): { setRect(rect: { x?: number; y?: number; width?: number; height?: number }): Promise<unknown> } };
    switchTo(): { alert(): Promise<Alert> };
  }
}

declare module 'selenium-webdriver/http' {
  export class HttpClient {
    constructor(serverUrl: string);
  }
  export class Executor {
    constructor(client: HttpClient);
  }
}
