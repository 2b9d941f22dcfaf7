import { notFoundCopy } from '../../content/shell';
import { routes, site } from '../site-data';
import { by, expect, test } from '../visitor/test';

/**
 * Every route loads in every engine with no page error, CSP violation or console error (the
 * fixtures fail the test on any), and shows the visitor its own main heading and the shell around
 * it, at both widths (desktop and phone projects).
 */
test.describe('every route @engines', () => {
  for (const route of routes) {
    test(`${route.path} loads and shows "${route.h1}"`, async ({ visitor }) => {
      await visitor.open(route.path);
      await expect.poll(() => visitor.heading()).toBe(route.h1);
      expect(await visitor.title()).toContain(site.name);
      // The shell is there around it: the header's link home, the footer.
      const home = { role: 'link', text: site.name, within: by.banner() } as const;
      expect(await visitor.attribute(home, 'href')).toMatch(/^(https?:\/\/[^/]+)?\/$/);
      expect(await visitor.count(by.contentinfo())).toBe(1);
    });
  }
});

test.describe('an unknown path @engines @desktop-only', () => {
  // The 404 page logs the path on purpose, and the browser reports the document's 404 status.
  test.use({ allowConsoleErrors: /404 Error: User attempted to access non-existent route|status of 404/ });

  test('gets the 404 page with status 404, a link home and a console log of the path', async ({ visitor }) => {
    const { status } = await visitor.open('/no/such/page/');
    expect(status).toBe(404);
    await expect.poll(() => visitor.heading()).toMatch(new RegExp(notFoundCopy.title));
    expect(await visitor.text(by.main())).toContain(notFoundCopy.code);
    await expect
      .poll(async () => (await visitor.observed()).consoleMessages.join('\n'), { message: 'the 404 log' })
      .toMatch(/non-existent route.*\/no\/such\/page\//);
    await visitor.tap(by.link(notFoundCopy.homeLink));
    await expect.poll(() => visitor.path()).toBe('/');
    await expect.poll(() => visitor.heading()).toBe(routes[0].h1);
  });
});
