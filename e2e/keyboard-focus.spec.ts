import type { Page } from '@playwright/test';
import { expect, gotoHydrated, routes, test } from './fixtures';

/**
 * Keyboard focus must always land where the visitor can see it (WCAG 2.4.7, 2.4.11): inside the
 * viewport, below the fixed header, and not under the floating WhatsApp button, whether someone
 * tabs slowly or holds Tab down through a long page.
 */

type Placement = {
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  headerBottom: number;
  viewport: number;
  button: DOMRect | null;
};

/**
 * The focused element's placement once the page stops scrolling (three frames at the same position),
 * or null when focus is in the header or on a fixed control, which are always on screen: only the
 * rest of the page scrolls. One round trip per tab stop.
 */
async function focusedPlacement(page: Page): Promise<Placement | null> {
  return page.evaluate(async () => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body || focused.closest('header') || getComputedStyle(focused).position === 'fixed')
      return null;
    let still = 0;
    let last = -1;
    while (still < 3) {
      await new Promise(requestAnimationFrame);
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    const rect = focused.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect();
    const whatsapp = [...document.querySelectorAll<HTMLElement>('a[href^="https://wa.me/"]')].find(
      (link) => getComputedStyle(link).position === 'fixed',
    );
    return {
      name: `${focused.tagName.toLowerCase()} "${(focused.textContent || focused.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
      top: rect.top,
      bottom: rect.bottom,
      left: rect.left,
      right: rect.right,
      headerBottom: header?.bottom ?? 0,
      viewport: window.innerHeight,
      button: whatsapp && whatsapp !== focused && !whatsapp.contains(focused) ? whatsapp.getBoundingClientRect().toJSON() : null,
    };
  });
}

function expectVisible(placement: Placement, where: string) {
  const { name, top, bottom, left, right, headerBottom, viewport, button } = placement;
  if (bottom - top > viewport - headerBottom) {
    // Taller than the visible area (the map's frame, whose own content holds the focus): in view is all it can be.
    expect(top < viewport && bottom > headerBottom, `${name} ${where}: off screen`).toBe(true);
    return;
  }
  expect(top, `${name} ${where}: top edge under the fixed header`).toBeGreaterThanOrEqual(headerBottom - 1);
  expect(bottom, `${name} ${where}: below the viewport`).toBeLessThanOrEqual(viewport + 1);
  if (button) {
    const overlaps = left < button.right && right > button.left && top < button.bottom && bottom > button.top;
    expect(overlaps, `${name} ${where}: under the floating WhatsApp button`).toBe(false);
  }
}

/** How many tab stops the page has (the site uses no positive tabindex), visible ones only. */
function tabStops(page: Page) {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select, iframe, [tabindex]')].filter(
        (element) =>
          element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility({ visibilityProperty: true }),
      ).length,
  );
}

/**
 * Firefox too on two routes: the header, the WhatsApp button and the scroll padding are the layout's,
 * alike on every page; the home page (the longest) and the contact page (the map's frame and the
 * form) are where its scrolling can part from Chromium's.
 */
const inEveryEngine = (path: string) => (['/', '/contact/'].includes(path) ? ' @engines' : '');

for (const route of routes) {
  test.describe(`keyboard focus on ${route.path}`, () => {
    test(`stays in view, clear of the header and the WhatsApp button, at every tab stop, then tabbing quickly to the end${inEveryEngine(route.path)} @mobile-only`, async ({
      page,
    }) => {
      await gotoHydrated(page, route.path);
      const count = await tabStops(page);
      for (let step = 0; step < count; step++) {
        await page.keyboard.press('Tab');
        const placement = await focusedPlacement(page);
        if (placement) expectVisible(placement, `after ${step + 1} tabs`);
      }

      // Then again from the top (the page loaded again, in the same browser context), quickly.
      await gotoHydrated(page, route.path);
      // No waiting for scrolling between presses: a smooth scroll still running when the next focus
      // scrolled used to leave the focused footer link below the viewport. (The map's frame adds
      // its own stops, so this tabs until focus reaches the footer's last link.)
      const footerHasLastFocus = () =>
        page.evaluate(() => {
          const footer = document.querySelector('footer');
          const links = footer ? [...footer.querySelectorAll('a[href]')] : [];
          return links.length > 0 && document.activeElement === links[links.length - 1];
        });
      for (let step = 0; step < count * 3 && !(await footerHasLastFocus()); step++)
        await page.keyboard.press('Tab', { delay: 0 });
      expect(await footerHasLastFocus()).toBe(true);
      const placement = await focusedPlacement(page);
      expect(placement, "the footer's last link is in the page flow").not.toBeNull();
      if (placement) expectVisible(placement, 'after tabbing quickly');
    });
  });
}
