import { createHash } from 'node:crypto';
import { directive } from '../scripts/test/export/exports';
import { exportsServed, urlOf } from './exports';
import { expect, relative, test } from './fixtures';

/** The CSP source of each inline script the page runs, as served (data blocks such as JSON-LD never run). */
async function inlineScriptSources(page: import('@playwright/test').Page) {
  const texts = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) =>
      (scripts as HTMLScriptElement[])
        .filter((script) => ['', 'text/javascript', 'module'].includes(script.type))
        .map((script) => script.textContent ?? ''),
    );
  return texts.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

// Each page's headers and policy are checked over the export (scripts/test/export/security.test.ts);
// here, what only a browser shows: that the policies are enforced.
for (const [where, build] of [
  ['at the root', exportsServed.main],
  ['under a base path', exportsServed.basePath],
] as const)
  test.describe(`security headers ${where} @desktop-only`, () => {
    test.use({ baseURL: urlOf(build) });

    test('hashed static assets are cached for a year', async ({ page, request, basePath }) => {
      await page.goto('');
      const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
      expect(script).toMatch(new RegExp(`^${basePath}/_next/static/`));
      const response = await request.get(relative(script!.slice(basePath.length)));
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    });

    test.describe('the 404 page', () => {
      test.use({ allowConsoleErrors: /404 Error: User attempted|status of 404/ });

      test('carries the headers and a policy that lets its own scripts run', async ({ page }) => {
        const response = await page.goto('no/such/page/');
        expect(response?.status()).toBe(404);
        expect(response?.headers()['x-content-type-options']).toBe('nosniff');
        const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
        expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(["'self'", ...(await inlineScriptSources(page))]));
        // The logger is a client component: it only runs if the page's scripts were allowed.
        await expect.poll(async () => page.evaluate(() => document.documentElement.classList.contains('no-js'))).toBe(false);
      });
    });

    test.describe('an injected script', () => {
      test.use({
        allowConsoleErrors: /inline (script|event handler) violates the following Content Security Policy directive 'script-src/,
      });

      test('is refused, inline or as an event handler', async ({ page, observed }) => {
        await page.goto('contact/');
        await page.evaluate(() => {
          const script = document.createElement('script');
          script.textContent = 'window.__injected = "script"';
          document.body.append(script);
          document.body.insertAdjacentHTML('beforeend', '<img alt="" src="data:," onerror="window.__injected = \'handler\'">');
        });
        await expect.poll(() => observed.cspViolations.length).toBe(2);
        expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
        expect(observed.cspViolations.join('\n')).toMatch(/script-src-elem blocked inline[\s\S]*script-src-attr blocked inline/);
        // Seen and asserted: these two are the point of the test, not a failure.
        observed.cspViolations.length = 0;
      });
    });

    test.describe('another site', () => {
      test.use({ allowConsoleErrors: /frame-ancestors|X-Frame-Options|Refused to display/ });

      test('cannot put the site in a frame', async ({ page, baseURL }) => {
        // setContent resolves on the outer page's load event, which waits for the frame to settle.
        await page.setContent(`<iframe title="framed" src="${baseURL}"></iframe>`);
        await expect(page.frameLocator('iframe[title="framed"]').getByRole('heading', { level: 1 })).toHaveCount(0);
      });
    });
  });
