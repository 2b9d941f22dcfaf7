import { by, expect, test } from '../visitor/test';

/**
 * The fixtures' gates must see, in every engine, what they fail a test for: a Content-Security-
 * Policy violation, a console error, an uncaught error and an unhandled rejection, a failed request
 * to the site, and a request off loopback (which never reaches the network: Playwright's fixture
 * answers or refuses it, WebKit's browser refuses it). Each engine reports them its own way
 * (Chromium over CDP, Firefox over WebDriver BiDi, which forwards no CSP report, WebKit through our
 * browser's log, e2e/webkit/browser.py), so this provokes each once and checks the gate caught it;
 * the gates then forget them, so the test itself passes.
 */
test.describe('the fixture gates @engines-desktop', () => {
  test('catch a CSP violation, a console error, uncaught errors, a failed request and one off loopback', async ({ visitor }) => {
    await visitor.open('/about/');
    await visitor.run(
      () =>
        new Promise<void>((done) => {
          // An inline script the page's policy does not list by hash: the browser refuses to run it.
          const inline = document.createElement('script');
          inline.textContent = 'window.__ranInline = true';
          document.body.append(inline);
          console.error('gate check: a console error');
          setTimeout(() => {
            throw new Error('gate check: an uncaught error');
          });
          void Promise.reject(new Error('gate check: an unhandled rejection'));
          const missing = new Image();
          missing.src = '/gate-check-missing.png';
          const offsite = new Image();
          offsite.src = 'https://images.unsplash.com/gate-check-offsite.png';
          let pending = 2;
          for (const image of [missing, offsite]) image.onerror = image.onload = () => --pending || setTimeout(done, 0);
        }),
    );
    await expect
      .poll(async () => {
        const seen = await visitor.observed();
        return {
          csp: seen.cspViolations.join('\n'),
          console: seen.consoleMessages.join('\n'),
          pageErrors: seen.pageErrors.join('\n'),
          failed: seen.failedRequests.join('\n'),
          external: seen.externalRequests.join('\n'),
        };
      })
      .toEqual({
        csp: expect.stringContaining('script-src'),
        console: expect.stringContaining('gate check: a console error'),
        pageErrors: expect.stringMatching(
          /gate check: an uncaught error[\s\S]*gate check: an unhandled rejection|gate check: an unhandled rejection[\s\S]*gate check: an uncaught error/,
        ),
        failed: expect.stringContaining('/gate-check-missing.png'),
        external: expect.stringContaining('https://images.unsplash.com/gate-check-offsite.png'),
      });
    expect((await visitor.observed()).consoleErrors.join('\n')).toContain('gate check: a console error');
    expect(await visitor.run(() => '__ranInline' in window)).toBe(false);
    // Still a page the visitor can use.
    expect(await visitor.count(by.navigation('Main'))).toBe(1);
    await visitor.forgetObserved();
  });
});
