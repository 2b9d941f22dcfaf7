import { expect, test } from '../fixtures';
import { throttle } from './slow-phone';

/**
 * The reference visitor (the slow phone, throttled for real) sees a post's date in their own
 * format from the first paint, or within 100 ms of it: the inline formatter after each date
 * (lib/local-dates-inline.ts) rewrites it while the HTML is parsed. In en-US, so the visitor's
 * format (`January 15, 2024`) differs from the built one (`15 January 2024`).
 * docs/decisions/0062-node-24-and-the-hosts-own-engines.md records the measurements.
 */
const alps = { path: '/blog/hiking-in-the-alps/', date: '2024-01-15' };
const visitorFormat = 'January 15, 2024';
/** The most the visitor's format may come after the first paint. */
const withinMs = 100;

test.use({ locale: 'en-US' });
// Loads take seconds on the reference phone.
test.describe.configure({ timeout: 90_000 });

for (const path of [alps.path, '/blog/']) {
  test(`${path}: the date is in the visitor's format within ${withinMs} ms of the first paint`, async ({ page }) => {
    // From the document's start: when the first date shows in the visitor's format, and the first paint.
    await page.addInitScript(
      ([day, expected]) => {
        const seen = window as unknown as { dateShownAt?: number; firstPaintAt?: number };
        const check = () => {
          if (seen.dateShownAt !== undefined) return;
          if (document.querySelector(`time[datetime="${day}"]`)?.textContent === expected) seen.dateShownAt = performance.now();
        };
        new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.firstPaintAt = entry.startTime;
        }).observe({ type: 'paint', buffered: true });
      },
      [alps.date, visitorFormat] as const,
    );
    await throttle(page);
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator(`time[datetime="${alps.date}"]`).first()).toHaveText(visitorFormat);

    const times = () =>
      page.evaluate(() => {
        const seen = window as unknown as { dateShownAt?: number; firstPaintAt?: number };
        return { dateShownAt: seen.dateShownAt, firstPaintAt: seen.firstPaintAt };
      });
    await expect.poll(async () => (await times()).firstPaintAt).toBeDefined();
    const { dateShownAt, firstPaintAt } = await times();
    expect(dateShownAt).toBeDefined();
    const gap = dateShownAt! - firstPaintAt!;
    test.info().annotations.push({ type: 'date after first paint (ms)', description: gap.toFixed(0) });
    expect(gap, `the visitor's format came ${gap.toFixed(0)} ms after the first paint`).toBeLessThanOrEqual(withinMs);
  });
}
