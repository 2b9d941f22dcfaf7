import { offlinePage } from '../../content/offline';
import { shellCopy } from '../../content/shell';
import { alps } from '../site-data';
import { OFFLINE_PORT_BASE, offlineServer } from '../offline/server';
import { expect, PHONE, test } from './fixtures';
import { chooseInNav } from './flows';
import { find, Visitor } from './visitor';

/**
 * The visit that survives the network in WebKitGTK (e2e/offline/ has it in Chromium and Firefox):
 * WebKitGTK registers the worker on http://localhost like the others. The site is served by a
 * server of the test's own, which it stops (connection refused), on a port of its worker's own.
 */
test.use({
  viewport: PHONE,
  // What WebKit reports while the server is stopped: requests refused, and Next's note before it loads a tap's page whole.
  allowConsoleErrors: /Could not connect|Failed to load resource|Failed to fetch RSC payload|status of 503/,
});

test('a page seen reopens with the server stopped, and a page not seen shows the offline page with the phone and WhatsApp', async ({
  visitor: { driver },
}, testInfo) => {
  const server = offlineServer(OFFLINE_PORT_BASE + 30 + testInfo.parallelIndex * 3);
  const visitor = new Visitor(driver, `${server.origin}/`);
  try {
    await server.start('out');
    await visitor.open('/');
    // The worker is in charge and has kept this page (the head script hands it over once active).
    await expect
      .poll(() =>
        driver.executeAsyncScript<boolean>(`
          const done = arguments[arguments.length - 1];
          if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return done(false);
          caches.match(location.href, { ignoreVary: true }).then((kept) => done(kept !== undefined), () => done(false));
        `),
      )
      .toBe(true);
    await chooseInNav(visitor, 'Blog', '/blog/', { phone: true });
    await visitor.click(find.link(alps.title));
    await visitor.visible(find.heading(alps.title, 1));
    await expect
      .poll(() =>
        driver.executeAsyncScript<boolean>(
          `const done = arguments[arguments.length - 1];
           caches.match(arguments[0], { ignoreVary: true }).then((kept) => done(kept !== undefined), () => done(false));`,
          alps.path,
        ),
      )
      .toBe(true);

    await server.stop();
    await driver.navigate().refresh();
    await visitor.visible(find.heading(alps.title, 1));
    await driver.get(visitor.url('/blog/'));
    await visitor.visible(find.heading('Travel Blog', 1));
    await driver.get(visitor.url('/privacy/'));
    await visitor.visible(find.heading(offlinePage.title, 1));
    expect(
      await (await visitor.visible(find.link(`${offlinePage.whatsapp} ${shellCopy.newTabHint}`))).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\//);
    expect(
      await driver.executeScript<string[]>('return [...document.querySelectorAll(\'main a[href^="tel:"]\')].map((a) => a.href)'),
    ).toHaveLength(1);
  } finally {
    await server.stop();
  }
});
