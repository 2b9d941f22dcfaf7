import { test as playwrightTest } from '@playwright/test';
import { offlinePage } from '../../content/offline';
import { shellCopy } from '../../content/shell';
import { visasCopy } from '../../content/visas';
import { visaPath } from '../../lib/visa-routes';
import { getVisaGuideBySlug } from '../../lib/visas';
import { HYDRATED } from '../hydrated';
import { site } from '../../content/site';
import { alps, schengen, zanzibar } from '../site-data';
import { navLink, openMenu, resultLink, searchBox, searchFor } from '../visitor/steps';
import { by, expect, test, type Visitor } from '../visitor/test';
import { killSwitch, nextDeploy, removeExport } from './deploys';
import { OFFLINE_REPORTS } from './offline';
import { withServer, type Server } from './server';

/**
 * The visit that survives the network, with the server really stopped (connection refused: what
 * every engine sees when data stops), in every engine from this one file, at 375 px (the phone
 * projects: chromium-phone, firefox-phone, webkit-phone). Each test serves out/
 * on a server of its own (./server.ts), which it stops, or switches to another deploy. offline.spec.ts
 * has the rest, in Chromium (network emulation).
 */

/**
 * What the engines report while the server is stopped: requests refused, the worker's 503 for a file
 * this device never kept, Next's note before it loads a tap's page whole (WebKit words them its own way).
 */
test.use({
  allowConsoleErrors: new RegExp(`${OFFLINE_REPORTS.source}|Could not connect|status of 503|Failed to fetch RSC payload`),
});

const OUT = 'out';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The main heading, once it says `name`; read again while a tap's full page load replaces the document. */
const isHeading = (visitor: Visitor, name: string | RegExp, message: string) =>
  expect
    .poll(() => visitor.heading().catch(() => ''), { message })
    .toMatch(name instanceof RegExp ? name : new RegExp(`^${escape(name)}$`));

/** Whether this device keeps `path` (the worker answers it from its caches). */
const kept = (visitor: Visitor, path: string) =>
  visitor.run(async (at) => (await caches.match(at, { ignoreVary: true })) !== undefined, path);

/** The worker is in charge of the page and has kept the page itself (the head script hands it over once active). */
async function workerKeepsThisPage(visitor: Visitor) {
  await expect
    .poll(() => visitor.run(() => navigator.serviceWorker?.controller != null), { message: 'the worker controls the page' })
    .toBe(true);
  const here = await visitor.run(() => location.href.split('?')[0]!);
  await expect.poll(() => kept(visitor, here), { message: 'the worker kept this page' }).toBe(true);
}

/** Taps a link of the main navigation, opening the phone's menu first when it is closed. */
async function tapNav(visitor: Visitor, name: string) {
  if ((await visitor.count(navLink(name))) === 0) await openMenu(visitor);
  await visitor.tap(navLink(name));
}

/**
 * Serves out/ on a server of the test's own, opens `path` and waits until the worker keeps it, then
 * runs `body`. With `another` (./deploys.ts: a deploy, the kill switch), a second export is ready for
 * `server.start(other)`, and removed afterwards.
 */
async function visitServed(
  visitor: Visitor,
  path: string,
  body: (server: Server, other: string) => Promise<void>,
  another?: (dir: string) => string,
) {
  const other = another ? another(OUT) : OUT;
  try {
    await withServer(async (server) => {
      await server.start(OUT);
      await visitor.goTo(`${server.origin}${path}`);
      await workerKeepsThisPage(visitor);
      await body(server, other);
    });
  } finally {
    if (another) removeExport(other);
  }
}

/** The offline page, as the visitor sees it: the words, and the phone, WhatsApp and e-mail to reach the agency. */
async function expectOfflinePage(visitor: Visitor) {
  await isHeading(visitor, offlinePage.title, 'the offline page');
  const whatsapp = by.link(`${offlinePage.whatsapp} ${shellCopy.newTabHint}`, by.main());
  expect(await visitor.attribute(whatsapp, 'href')).toMatch(/^https:\/\/wa\.me\/\d+/);
  const contacts = await visitor.run(() =>
    [...document.querySelectorAll('main a[href^="tel:"], main a[href^="mailto:"]')].map((link) => link.getAttribute('href')),
  );
  expect(
    contacts.filter((href) => /^tel:\+?\d+$/.test(href ?? '')),
    'one phone link',
  ).toHaveLength(1);
  expect(contacts, 'the e-mail link').toContain(`mailto:${site.email}`);
}

/**
 * One visit, as on a phone that loses its data: a visa guide read first (by its address, before the
 * worker is there), then Home, Services, Blog and a post by taps, and a search. The server stops.
 * What was seen reopens by reload, address and tap, search still finds a post it never showed, and a
 * page not seen gets the offline page. One test rather than four: each test here serves its own
 * export and installs the worker, most of its cost (decision 0150).
 */
test('a visit goes on with the server stopped: pages seen reopen by reload, address and tap, search finds a post, a page not seen gets the offline page @engines', async ({
  visitor,
}) => {
  playwrightTest.info().setTimeout(playwrightTest.info().timeout * 2);
  const guide = getVisaGuideBySlug('schengen')!;
  await visitServed(visitor, visaPath(guide.slug), async (server) => {
    await isHeading(visitor, guide.title, 'the guide, online');
    await tapNav(visitor, 'Home');
    await isHeading(visitor, /^Curating Seamless/, 'Home, tapped');
    await tapNav(visitor, 'Services');
    await isHeading(visitor, 'Our Services', 'Services, tapped');
    await tapNav(visitor, 'Blog');
    await isHeading(visitor, 'Travel Blog', 'Blog, tapped');
    await visitor.tap(by.link(alps.title));
    await isHeading(visitor, alps.title, 'the post, tapped');
    // The post's payload is kept (a reload offline draws the post from it): wait for that end state.
    await expect.poll(() => kept(visitor, `${alps.path}index.txt`), { message: 'the post is kept' }).toBe(true);
    // ...and a tap costs no second download of the page as HTML (the first visit's data budget).
    expect(await kept(visitor, alps.path), "the post's HTML, never fetched").toBe(false);
    await tapNav(visitor, 'Blog');
    await isHeading(visitor, 'Travel Blog', 'Blog, tapped again');
    await searchFor(visitor, 'visa', schengen.title, { first: false });
    // After a first search the whole (small) index is kept: every post's excerpt (3 posts; WebKit
    // may keep one twice, under another key).
    await expect
      .poll(
        () =>
          visitor.run(async () => {
            const name = (await caches.keys()).find((key) => key.includes('-search-'));
            if (!name) return 0;
            const keys = await (await caches.open(name)).keys();
            return keys.filter((request) => request.url.includes('/fragment/')).length;
          }),
        { message: "the search index's excerpts kept" },
      )
      .toBeGreaterThanOrEqual(3);

    await server.stop();
    await visitor.type(searchBox, 'zanzibar');
    await expect.poll(() => visitor.count(resultLink(zanzibar.title)), { message: 'Zanzibar, found offline' }).toBe(1);
    await visitor.reload();
    await isHeading(visitor, 'Travel Blog', 'Blog, reloaded');
    await visitor.goTo(`${server.origin}${alps.path}`);
    await isHeading(visitor, alps.title, 'the post, by its address');
    await visitor.reload();
    await isHeading(visitor, alps.title, 'the post, reloaded');
    await visitor.goTo(`${server.origin}${visaPath(guide.slug)}`);
    await isHeading(visitor, guide.title, 'the guide, by its address');
    const checklist = await visitor.text(by.region(visasCopy.documentsTitle));
    for (const document of guide.documents) expect(checklist).toContain(document.item);
    await visitor.goTo(`${server.origin}/services/`);
    await isHeading(visitor, 'Our Services', 'Services, by its address');
    await tapNav(visitor, 'Home');
    await isHeading(visitor, /^Curating Seamless/, 'Home, tapped');

    // Pages never seen: the offline page, by tap and by address.
    await tapNav(visitor, 'About');
    await expectOfflinePage(visitor);
    await visitor.goTo(`${server.origin}/privacy/`);
    await expectOfflinePage(visitor);
    // The page lists what this device kept once it has read its caches.
    await expect
      .poll(() => visitor.count({ role: 'link', within: by.list(offlinePage.seenPagesTitle) }), {
        message: 'the pages this device can open',
      })
      .toBeGreaterThan(0);
  });
});

test('the kill switch removes the worker and its caches from the device @engines', async ({ visitor }) => {
  await visitServed(
    visitor,
    '/',
    async (server, killed) => {
      await server.start(killed);
      // The next visit fetches the new sw.js, which removes itself and everything it kept.
      await visitor.goTo(`${server.origin}/services/`);
      await isHeading(visitor, 'Our Services', 'Services, from the network');
      await expect
        .poll(
          () =>
            visitor.run(async () => ({
              workers: (await navigator.serviceWorker.getRegistrations()).length,
              caches: (await caches.keys()).filter((name) => name.startsWith('travel-orchard-')).length,
            })),
          { message: 'the workers and caches left on the device' },
        )
        .toEqual({ workers: 0, caches: 0 });
      // Nothing of the site answers any more: with the server stopped, neither the page nor the offline
      // page. Not in WebKit: WebKitWebDriver's session does not come back from a refused navigation.
      await server.stop();
      if (visitor.engine === 'webkit') return;
      await visitor.goTo(`${server.origin}/services/`).catch(() => undefined);
      expect(await visitor.heading().catch(() => '')).not.toMatch(new RegExp(`^(Our Services|${escape(offlinePage.title)})$`));
    },
    killSwitch,
  );
});

test.describe('a deploy mid-visit', () => {
  // Every tap of the visit is answered; what may fail is a file of the old build that the deploy
  // removed (a prefetch or a late chunk of the page open at the time), as on a real host: the
  // console says so, and the visitor sees nothing of it (a fresh-clone run caught one in Chromium).
  // Firefox words it as the worker's error when the old worker, replaced by the new one, was still
  // answering that request (1 clean run in 3, a chunk of the page open at the deploy).
  test.use({
    allowConsoleErrors:
      /status of 404|^Failed to load ‘[^’]*\/_next\/static\/[^’]*’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/,
  });

  test('never breaks the next tap, and the new version shows from the next page on @engines', async ({ visitor }) => {
    await visitServed(
      visitor,
      '/',
      async (server, next) => {
        await tapNav(visitor, 'Services');
        await isHeading(visitor, 'Our Services', 'Services, tapped');
        const newScripts = () => visitor.run(() => [...document.scripts].some((script) => /n2\.js$/.test(script.src)));
        expect(await newScripts(), 'the new scripts, before the deploy').toBe(false);

        // The agency deploys: the old scripts are gone from the server.
        await server.start(next);
        await tapNav(visitor, 'Blog');
        await isHeading(visitor, 'Travel Blog', 'Blog, tapped after the deploy');
        await visitor.tap(by.link(alps.title));
        await isHeading(visitor, alps.title, 'the post, tapped after the deploy');
        // The page in front of the visitor runs the new deploy's scripts.
        await expect.poll(newScripts, { message: "the new deploy's scripts" }).toBe(true);
        await tapNav(visitor, 'About');
        await isHeading(visitor, 'About Travel Orchard', 'About, tapped after the deploy');
        // And it works: hydrated, every script and stylesheet it asked for in. (Also, the test then
        // stops the server under no page still loading, which Firefox would report as the worker's
        // error: 1 run in 12 before this wait.)
        const whole = () =>
          visitor.run((marker) => {
            const done = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
            const asked = [...document.querySelectorAll<HTMLScriptElement>('script[src]:not([nomodule])')].map(
              (script) => script.src,
            );
            asked.push(...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href));
            const hydrated = document.querySelector(marker) !== null;
            return document.readyState === 'complete' && hydrated && asked.every((url) => done.has(url));
          }, HYDRATED);
        await expect.poll(whole, { message: 'About, whole after the deploy' }).toBe(true);
      },
      nextDeploy,
    );
  });
});
