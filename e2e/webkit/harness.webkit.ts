import { expect, test } from './fixtures';

/**
 * The harness can fail: each kind of error the fixture gates on is made here on purpose, and must
 * be caught (with the gate off for this one test, so the worker's session lives on).
 */
test.use({ failOnErrors: false });

test('catches page errors, CSP refusals, console errors and failed requests, and refuses requests off loopback', async ({
  visitor,
  observed,
}) => {
  await visitor.open('/about/');
  await visitor.driver.executeAsyncScript(`
    const done = arguments[arguments.length - 1];
    setTimeout(() => { throw new Error('harness: uncaught'); }, 0);
    Promise.reject(new Error('harness: unhandled rejection'));
    console.error('harness: console error');
    const inline = document.createElement('script');
    inline.textContent = 'window.harnessInline = 1';
    document.body.append(inline);
    const missing = new Image();
    missing.src = '/harness-missing.png';
    const offsite = new Image();
    offsite.src = 'https://images.unsplash.com/harness-offsite.png';
    let pending = 2;
    for (const image of [missing, offsite]) image.onerror = image.onload = () => --pending || setTimeout(() => done(true), 0);
  `);
  await expect
    .poll(async () => {
      const seen = await observed();
      return {
        pageErrors: seen.pageErrors.join('\n'),
        csp: seen.cspViolations.join('\n'),
        console: seen.consoleErrors.join('\n'),
        failed: seen.failedRequests.join('\n'),
        external: seen.externalRequests.join('\n'),
      };
    })
    .toEqual({
      pageErrors: expect.stringMatching(
        /harness: uncaught[\s\S]*harness: unhandled rejection|harness: unhandled rejection[\s\S]*harness: uncaught/,
      ),
      csp: expect.stringContaining('script-src'),
      console: expect.stringContaining('harness: console error'),
      failed: expect.stringContaining('/harness-missing.png: the server responded with a status of 404'),
      external: expect.stringContaining('https://images.unsplash.com/harness-offsite.png'),
    });
  expect(await visitor.driver.executeScript('return window.harnessInline')).toBeNull();
});
