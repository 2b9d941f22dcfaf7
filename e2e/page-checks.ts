import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Checks shared by the page specs: what the visitor sees of each card in a RevealList, how the
 * cards animate in, what the static HTML carries before any JavaScript runs, and layout shift.
 */

/** Computed opacity of each card (direct child) of a list. */
export function cardOpacities(list: Locator): Promise<number[]> {
  return list.evaluate((element) => [...element.children].map((child) => Number(getComputedStyle(child).opacity)));
}

/** Every card of the list is fully opaque and on the page (JS off, reduced motion, or settled). */
export async function expectCardsShown(list: Locator, count: number) {
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await cardOpacities(list)).toEqual(Array.from({ length: count }, () => 1));
}

/**
 * Starts recording, in the page, the delay of each card's fade-in animation as it begins.
 * Call before the list scrolls into view; read the result with `staggerDelays`.
 */
export async function recordStagger(list: Locator) {
  await list.evaluate((element) => {
    const cards = [...element.children];
    const delays: (number | null)[] = cards.map(() => null);
    const tick = () => {
      cards.forEach((card, index) => {
        if (delays[index] !== null) return;
        const fade = card
          .getAnimations()
          .find(
            (animation) => animation.effect instanceof KeyframeEffect && 'opacity' in (animation.effect.getKeyframes()[0] ?? {}),
          );
        if (fade) delays[index] = Number(fade.effect?.getTiming().delay ?? 0);
      });
      const settled = cards.every((card) => getComputedStyle(card).opacity === '1');
      if (settled && delays.every((delay) => delay !== null)) (window as unknown as { __stagger: unknown }).__stagger = delays;
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The recorded fade-in delays in seconds, once every card has finished appearing. */
export async function staggerDelays(page: Page): Promise<number[]> {
  const handle = await page.waitForFunction(() => (window as unknown as { __stagger?: number[] }).__stagger);
  const delays = (await handle.jsonValue()) as number[];
  return delays.map((ms) => Math.round(ms) / 1000);
}

/** Fetches a route's static HTML (as a crawler or a no-JS visitor gets it) and checks nothing is hidden. */
export async function staticHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // Hidden by an element's own style attribute, as an animation's initial state is written. The
  // page's CSS, inline in its head since issue 32, may hide what is meant to be hidden (a tooltip).
  const styles = [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, style]) => style).join(';');
  expect(styles, 'content rendered invisible in the HTML').not.toMatch(/opacity\s*:\s*0(?![.\d])/);
  expect(styles, 'content hidden in the HTML').not.toMatch(/visibility\s*:\s*hidden/);
  return html;
}

/** Bottom edge of the fixed site header, in viewport pixels. */
export async function headerBottom(page: Page): Promise<number> {
  const box = await page.getByRole('banner').boundingBox();
  if (!box) throw new Error('The site header is not rendered');
  return box.y + box.height;
}

/** Total layout shift (CLS-style sum of unexpected shifts) while `path` loads and settles. */
export async function layoutShiftWhileLoading(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const total = { value: 0 };
    (window as unknown as { __layoutShift: typeof total }).__layoutShift = total;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) total.value += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __layoutShift: { value: number } }).__layoutShift.value);
}

/** How far the page is wider than the screen (0 when nothing forces sideways scrolling). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
