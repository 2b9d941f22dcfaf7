import { notFoundCopy } from '../../content/shell';
import { DESKTOP, expect, PHONE, test } from './fixtures';
import { routes, site } from '../site-data';
import { By, find, literal } from './visitor';

/**
 * Every route loads in WebKit with no page error, CSP violation or console error (the fixture
 * fails the test on any), and shows the visitor its own main heading, at both widths.
 */
for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`every route at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of routes) {
      test(`${route.path} loads and shows "${route.h1}"`, async ({ visitor }) => {
        await visitor.open(route.path);
        await visitor.expectH1(route.h1);
        expect(await visitor.driver.getTitle()).toContain(site.name);
        // The shell is there around it: the header's home link, the footer.
        await visitor.visible(By.xpath(`//header//a[@href='/' and contains(normalize-space(.), ${literal(site.name)})]`));
        await visitor.visible(By.css('footer'));
      });
    }
  });
}

test.describe('an unknown path', () => {
  // The 404 page logs the path on purpose, and WebKit reports the document's 404 status.
  test.use({ allowConsoleErrors: /404 Error: User attempted to access non-existent route|status of 404/ });

  test('gets the 404 page with status 404, a link home and a console log of the path', async ({ visitor, observed }) => {
    const response = await fetch(visitor.url('no/such/page/'));
    expect(response.status).toBe(404);
    await visitor.open('/no/such/page/');
    await visitor.expectH1(new RegExp(notFoundCopy.title));
    expect(await visitor.textOf(find.text(notFoundCopy.code))).toBe(notFoundCopy.code);
    await expect
      .poll(async () => (await observed()).allowedErrors.join('\n'), { message: 'the 404 log' })
      .toMatch(/non-existent route.*\/no\/such\/page\//);
    await visitor.click(find.link(notFoundCopy.homeLink));
    await visitor.expectPath('/');
    await visitor.expectH1(routes[0].h1);
  });
});
