import { expect, gotoHydrated, test } from '../fixtures';

/**
 * The fixture's gates (e2e/fixtures.ts) must see, in every engine, what they fail a test for: a
 * Content-Security-Policy violation, a console error and an uncaught error. Each engine reports them
 * its own way (Chromium over CDP, Firefox over WebDriver BiDi, which forwards no CSP report), so
 * this provokes each once and checks the gate caught it; the gates then start empty again.
 */
test.describe('the fixture gates @engines', () => {
  test('catch a CSP violation, a console error and an uncaught error', async ({ page, observed }) => {
    await gotoHydrated(page, '/about/');
    await page.evaluate(() => {
      // An inline script the page's policy does not list by hash: the browser refuses to run it.
      const script = document.createElement('script');
      script.textContent = 'window.__ranInline = true';
      document.body.append(script);
      console.error('gate check: a console error');
      setTimeout(() => {
        throw new Error('gate check: an uncaught error');
      });
    });
    await expect.poll(() => observed.cspViolations).toEqual([expect.stringContaining('script-src')]);
    await expect.poll(() => observed.consoleErrors).toContain('gate check: a console error');
    await expect.poll(() => observed.pageErrors).toContain('gate check: an uncaught error');
    expect(await page.evaluate(() => 'ranInline' in window || '__ranInline' in window)).toBe(false);
    observed.cspViolations.length = 0;
    observed.consoleErrors.length = 0;
    observed.pageErrors.length = 0;
  });
});
