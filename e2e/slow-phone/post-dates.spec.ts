import { expect, test } from '../fixtures';
import { throttle } from './slow-phone';

/**
 * The reference visitor (the slow phone, throttled for real) never sees a post's date in the
 * build's format, and sees it in their own within 100 ms of when it can be seen at all: the inline
 * formatter after each date (lib/local-dates-inline.ts) rewrites it while the HTML is parsed, and
 * the date stays hidden until it has (a slow network can deliver the date and that script a paint
 * apart: CI saw the build's format for 200 ms on a post). In en-US, so the visitor's format
 * (`January 15, 2024`) differs from the built one (`15 January 2024`). "Can be seen" is the later
 * of the first paint and the date's becoming visible: a date further down a list arrives with a
 * later part of the HTML. docs/decisions/0062-node-24-and-the-hosts-own-engines.md records the measurements.
 */
const alps = { path: '/blog/hiking-in-the-alps/', date: '2024-01-15' };
const visitorFormat = 'January 15, 2024';
/** The most the visitor's format may come after the date can be seen. */
const withinMs = 100;

type Seen = { dateShownAt?: number; dateVisibleAt?: number; builtFormatShown?: string; firstPaintAt?: number };

test.use({ locale: 'en-US' });
// Loads take seconds on the reference phone.
test.describe.configure({ timeout: 90_000 });

for (const path of [alps.path, '/blog/']) {
  test(`${path}: the date never shows in the build's format, and is in the visitor's within ${withinMs} ms of being visible`, async ({
    page,
  }) => {
    // From the document's start: when the date is first visible and in what text, and the first paint.
    await page.addInitScript(
      ([day, expected]) => {
        const seen = window as unknown as Seen;
        const check = () => {
          if (seen.dateShownAt !== undefined) return;
          const date = document.querySelector(`time[datetime="${day}"]`);
          if (!date || getComputedStyle(date).visibility === 'hidden') return;
          seen.dateVisibleAt ??= performance.now();
          if (date.textContent === expected) seen.dateShownAt = performance.now();
          else seen.builtFormatShown ??= date.textContent ?? '';
        };
        new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.firstPaintAt = entry.startTime;
        }).observe({ type: 'paint', buffered: true });
      },
      [alps.date, visitorFormat] as const,
    );
    await throttle(page);
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator(`time[datetime="${alps.date}"]`).first()).toHaveText(visitorFormat);

    const seen = () => page.evaluate(() => ({ ...(window as unknown as Seen) }) as Seen);
    await expect.poll(async () => (await seen()).firstPaintAt).toBeDefined();
    const { dateShownAt, dateVisibleAt, builtFormatShown, firstPaintAt } = await seen();
    expect(builtFormatShown, "the date was visible in the build's format").toBeUndefined();
    expect(dateShownAt).toBeDefined();
    const gap = dateShownAt! - Math.max(firstPaintAt!, dateVisibleAt!);
    test.info().annotations.push({ type: 'date after it could first be seen (ms)', description: gap.toFixed(0) });
    expect(
      gap,
      `the visitor's format came ${gap.toFixed(0)} ms after the date could be seen (first paint ${firstPaintAt!.toFixed(0)} ms, visible ${dateVisibleAt!.toFixed(0)} ms)`,
    ).toBeLessThanOrEqual(withinMs);
  });
}
