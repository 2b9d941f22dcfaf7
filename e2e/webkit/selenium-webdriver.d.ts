/**
 * The part of selenium-webdriver (4.49) the WebKit specs use. The package ships no types, and the
 * one devDependency added for WebKit is the client itself (not @types/selenium-webdriver); these
 * signatures follow its documented API.
 */
declare module 'selenium-webdriver' {
  export class By {
    static css(selector: string): By;
    static id(id: string): By;
    static linkText(text: string): By;
    static partialLinkText(text: string): By;
    static xpath(xpath: string): By;
  }

  export const Key: Record<
    'ARROW_DOWN' | 'ARROW_UP' | 'BACK_SPACE' | 'CONTROL' | 'END' | 'ENTER' | 'ESCAPE' | 'HOME' | 'SHIFT' | 'TAB',
    string
  >;

  export class Capabilities {
    constructor(other?: Record<string, unknown>);
    get(key: string): unknown;
  }

  export interface Alert {
    getText(): Promise<string>;
    accept(): Promise<void>;
    dismiss(): Promise<void>;
  }

  export class WebElement {
    static equals(a: WebElement, b: WebElement): Promise<boolean>;
    getId(): Promise<string>;
    click(): Promise<void>;
    clear(): Promise<void>;
    sendKeys(...keys: string[]): Promise<void>;
    getText(): Promise<string>;
    getTagName(): Promise<string>;
    getAttribute(name: string): Promise<string | null>;
    getDomAttribute(name: string): Promise<string | null>;
    getProperty(name: string): Promise<unknown>;
    getAccessibleName(): Promise<string>;
    getAriaRole(): Promise<string>;
    isDisplayed(): Promise<boolean>;
    isEnabled(): Promise<boolean>;
    findElement(locator: By): Promise<WebElement>;
    findElements(locator: By): Promise<WebElement[]>;
  }

  export interface Actions {
    keyDown(key: string): Actions;
    keyUp(key: string): Actions;
    sendKeys(...keys: string[]): Actions;
    move(options: { x?: number; y?: number; origin?: WebElement | 'viewport' | 'pointer' }): Actions;
    click(element?: WebElement): Actions;
    perform(): Promise<void>;
    clear(): Promise<void>;
  }

  export interface Window {
    getRect(): Promise<{ x: number; y: number; width: number; height: number }>;
    setRect(rect: { x?: number; y?: number; width?: number; height?: number }): Promise<unknown>;
  }

  export class WebDriver {
    static createSession(executor: import('selenium-webdriver/http').Executor, capabilities: Capabilities): WebDriver;
    getSession(): Promise<{ getId(): string }>;
    getCapabilities(): Promise<Capabilities>;
    quit(): Promise<void>;
    get(url: string): Promise<void>;
    getCurrentUrl(): Promise<string>;
    getTitle(): Promise<string>;
    getWindowHandle(): Promise<string>;
    getAllWindowHandles(): Promise<string[]>;
    close(): Promise<void>;
    findElement(locator: By): Promise<WebElement>;
    findElements(locator: By): Promise<WebElement[]>;
    executeScript<T = unknown>(script: string | ((...args: never[]) => unknown), ...args: unknown[]): Promise<T>;
    executeAsyncScript<T = unknown>(script: string | ((...args: never[]) => unknown), ...args: unknown[]): Promise<T>;
    actions(options?: { async?: boolean }): Actions;
    wait<T>(condition: () => Promise<T> | T, timeout?: number, message?: string, pollTimeout?: number): Promise<T>;
    navigate(): { back(): Promise<void>; forward(): Promise<void>; refresh(): Promise<void>; to(url: string): Promise<void> };
    manage(): {
      window(): Window;
      setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }): Promise<void>;
      deleteAllCookies(): Promise<void>;
    };
    switchTo(): { activeElement(): Promise<WebElement>; alert(): Promise<Alert>; window(handle: string): Promise<void> };
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
