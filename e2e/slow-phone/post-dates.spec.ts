import { expect, test } from '../fixtures';
import { throttle } from './slow-phone';

/**
 * The reference visitor (the slow phone, throttled for real) sees a post's date in their own
 * format from the moment it can see the date at all, or within 100 ms of it: the inline formatter
 * after each date (lib/local-dates-inline.ts) rewrites it while the HTML is parsed. In en-US, so
 * the visitor's format (`January 15, 2024`) differs from the built one (`15 January 2024`).
 * The moment is the later of the first paint and the date's arrival: on a slow network a date
 * further down a list arrives with a later part of the HTML, long after the first paint, and was
 * never on screen in the built format (CI once measured 800 ms from the first paint to such a date).
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
  test(`${path}: the date is in the visitor's format within ${withinMs} ms of when it can first be seen`, async ({ page }) => {
    // From the document's start: when the first date shows in the visitor's format, and the first paint.
    await page.addInitScript(
      ([day, expected]) => {
        const seen = window as unknown as { dateShownAt?: number; dateArrivedAt?: number; firstPaintAt?: number };
        const check = () => {
          if (seen.dateShownAt !== undefined) return;
          const date = document.querySelector(`time[datetime="${day}"]`);
          if (date) seen.dateArrivedAt ??= performance.now();
          if (date?.textContent === expected) seen.dateShownAt = performance.now();
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
        const seen = window as unknown as { dateShownAt?: number; dateArrivedAt?: number; firstPaintAt?: number };
        return { dateShownAt: seen.dateShownAt, dateArrivedAt: seen.dateArrivedAt, firstPaintAt: seen.firstPaintAt };
      });
    await expect.poll(async () => (await times()).firstPaintAt).toBeDefined();
    const { dateShownAt, dateArrivedAt, firstPaintAt } = await times();
    expect(dateShownAt).toBeDefined();
    const visibleFrom = Math.max(firstPaintAt!, dateArrivedAt!);
    const gap = dateShownAt! - visibleFrom;
    test.info().annotations.push({ type: 'date after it could first be seen (ms)', description: gap.toFixed(0) });
    expect(
      gap,
      `the visitor's format came ${gap.toFixed(0)} ms after the date could first be seen (first paint ${firstPaintAt!.toFixed(0)} ms, date arrived ${dateArrivedAt!.toFixed(0)} ms)`,
    ).toBeLessThanOrEqual(withinMs);
  });
}
