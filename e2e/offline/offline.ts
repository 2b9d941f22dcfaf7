import type { Page } from '@playwright/test';
import { offlinePage } from '../../content/offline';
import { site } from '../../content/site';
import { expect, openMenuIfCollapsed, test as base } from '../fixtures';
import { OFFLINE_PORT_BASE, offlineServer, type Server } from './server';

/**
 * The offline specs' tools: a server of their own (./server.ts) that a test stops, as a network that
 * drops does to every engine (connection refused), and starts again, with the same or another export
 * (a deploy mid-visit); and the visitor's taps at phone width.
 */

/** The test's server (e2e/offline/server.ts), on ports of its worker's own, stopped when the test ends. */
export const test = base.extend<{ server: Server }>({
  server: async ({ context }, provide, testInfo) => {
    const server = offlineServer(OFFLINE_PORT_BASE + testInfo.parallelIndex * 3);
    await provide(server);
    // The pages go first: a page left open would ask for its icon from a server already gone.
    await context.close();
    await server.stop();
  },
});

export { expect };

/**
 * The worker is in charge of the page and has kept the page itself (the head script hands it the
 * page and its files once it is active): from here on, what the visitor opened is on the device.
 */
export async function workerKeepsThisPage(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  await expect
    .poll(() => page.evaluate(async () => (await caches.match(location.href.split('?')[0]!, { ignoreVary: true })) !== undefined))
    .toBe(true);
}

/** Taps a link of the main navigation, opening the phone's menu first when it is closed. */
export async function tapNav(page: Page, name: string) {
  await openMenuIfCollapsed(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

/** The offline page, as the visitor sees it: the words, and the phone and WhatsApp to reach the agency. */
export async function expectOfflinePage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: offlinePage.title })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: new RegExp(site.phone.replace(/[+]/g, '\\+')) })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );
  await expect(main.getByRole('link', { name: offlinePage.whatsapp })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
  await expect(main.getByRole('link', { name: new RegExp(site.email) })).toHaveAttribute('href', `mailto:${site.email}`);
  // The floating WhatsApp button stays on this page too; the words of each way to reach the agency
  // end left of it, so wherever the page is scrolled it never hides them (on a phone the actions
  // span the screen).
  const { hasButton, actions } = await main.evaluate((element) => {
    const button = [...document.querySelectorAll<HTMLAnchorElement>('a[href*="wa.me"]')].find(
      (link) => getComputedStyle(link).position === 'fixed',
    );
    const left = button?.getBoundingClientRect().left ?? 0;
    const links = [...element.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="mailto:"], a[href*="wa.me"]')];
    /** Where the link's visible words end: text in a box 1 px wide (visually hidden) is left out. */
    const wordsEnd = (link: HTMLElement) => {
      const texts = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      let right = 0;
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if ((text.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        const words = document.createRange();
        words.selectNodeContents(text);
        for (const rect of words.getClientRects()) right = Math.max(right, rect.right);
      }
      return right;
    };
    return {
      hasButton: button !== undefined,
      actions: links.map((link) => ({ link: link.textContent, clear: wordsEnd(link) <= left })),
    };
  });
  expect(hasButton, 'the floating WhatsApp button').toBe(true);
  expect(
    actions.filter((action) => !action.clear).map((action) => action.link),
    'actions under the WhatsApp button',
  ).toEqual([]);
  expect(actions, 'the three ways to reach the agency').toHaveLength(3);
}

/** The offline page's list of the pages this device can open. */
export const savedPages = (page: Page) => page.getByRole('list', { name: offlinePage.seenPagesTitle });

/**
 * What the browser reports while the network is down, expected in a test that takes it down: a
 * request refused (a prefetch, a probe, a file the device never kept), and Next's note when a tap's
 * page payload cannot be fetched, after which it loads the page whole (which the worker answers:
 * the page kept, or the offline page). A page opened by its address is kept as HTML only (its
 * payload would cost the first visit another 9 to 12 kB), so a later tap back to it takes that way.
 * Firefox words them as errors of its own (e2e/fixtures.ts judges those as console messages): a
 * file the device never kept, such as the dates worker's script (lib/local-dates.ts, which then
 * formats on the page), is "Failed to load ‘…’. A ServiceWorker intercepted the request...".
 */
export const OFFLINE_REPORTS =
  /^Failed to load resource: (net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED|FAILED)|the server responded with a status of 503 \(Offline\))$|^Failed to fetch RSC payload for |^Failed to load ‘[^’]*’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;
