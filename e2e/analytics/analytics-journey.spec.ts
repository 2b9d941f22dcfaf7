import { blog, routes, servicesPage } from '../site-data';
import { navLink } from '../visitor/steps';
import { expect, test, type Visitor } from '../visitor/test';
import { hidePage, notTakenOver } from './page';
import { counted, expectVitalsLabelled, pageviews, withReceivers, type Receivers } from './receiver';

/**
 * What each engine must do itself (docs/decisions/0090-privacy-first-analytics.md, issue 54), in
 * Chromium, Firefox and WebKit, unthrottled, with analytics.js held back by a proxy until the test
 * lets it through (./receiver.ts), as it is held back on a slow phone by the load and the idle wait:
 * the head script's log of page views (pagehide, visibilitychange, pushState in each engine), the
 * take-over by analytics.js, vitals under the page they were measured on whether or not the engine
 * measures soft navigations, and the service worker's queue with a provider that refuses CORS. The
 * whole visit, with its events, runs in Chromium (./full-journey.spec.ts), and the reference phone's
 * timing there too (./reference-phone.spec.ts).
 */
const home = routes[0];

/** Lands on `path` with a campaign (the visit's source), analytics.js held back; then taps Services and Blog. */
async function landAndTapOn(visitor: Visitor, receivers: Receivers, path: string) {
  const held = receivers.heldBack();
  await visitor.goTo(held.url(path));
  await expect.poll(() => visitor.heading(), { message: 'the landing page' }).toBe(home.h1);
  await visitor.tap(navLink('Services'));
  await expect.poll(() => visitor.heading(), { message: 'Services, by a tap' }).toBe(servicesPage.title);
  await visitor.tap(navLink('Blog'));
  await expect.poll(() => visitor.heading(), { message: 'Blog, by a tap' }).toBe(blog.title);
  expect(await visitor.run(notTakenOver), 'analytics.js has not taken over yet').toBe(true);
  return held;
}

test('before analytics.js: a visit that leaves is counted once, each page with its own path and the source; then analytics.js takes over @engines @desktop-only', async ({
  visitor,
}) => {
  await withReceivers(async (receivers) => {
    // 1. Three pages by taps, then the visitor leaves before analytics.js came: the head script sends them.
    const first = await landAndTapOn(visitor, receivers, '/?utm_source=newsletter');
    const left = ['pageview /?utm_source=newsletter', 'pageview /services/', 'pageview /blog/'];
    // Each page goes when the visitor leaves it, so they arrive in their order: the landing page first.
    await expect.poll(() => counted(receivers), { message: 'the pages left by a tap' }).toEqual(left.slice(0, 2));
    await visitor.goTo('about:blank');
    // The held request answered now, to a page that is gone: WebKit keeps it open otherwise.
    first.release();
    await expect.poll(() => counted(receivers), { message: 'the three pages, once each, in order' }).toEqual(left);

    // 2. The same, but analytics.js comes while the visitor reads the third page: it sends the three.
    const held = await landAndTapOn(visitor, receivers, '/?utm_source=flyer');
    held.release();
    const second = ['pageview /?utm_source=flyer', 'pageview /services/', 'pageview /blog/'];
    // The first two went as the visitor tapped on; analytics.js sends the page on screen.
    await expect
      .poll(() => counted(receivers), { message: 'analytics.js sent the page the head script logged last' })
      .toEqual([...left, ...second]);
    // Then it counts on by itself, and the head script sends nothing again when the visitor leaves.
    await visitor.tap(navLink('Contact'));
    await expect.poll(() => pageviews(receivers).length, { message: 'the next page' }).toBe(7);
    await visitor.run(hidePage);
    // Vitals under the page they were measured on: the landing page's load (LCP, TTFB) in every
    // engine; CLS and INP only where the engine tells the pages apart (Chromium's soft navigations).
    // WebKitGTK under WebDriver reports no TTFB for a page its service worker answered (web-vitals
    // finds no response start): there, what arrives is checked for its labels only.
    const landing = visitor.engine === 'webkit' ? [] : ['TTFB /?utm_source=flyer'];
    await expect
      .poll(() => expectVitalsLabelled(receivers), { message: 'the landing page’s vitals' })
      .toEqual(expect.arrayContaining(landing));
    await visitor.goTo('about:blank');
    expect(counted(receivers), 'nothing twice').toEqual([...left, ...second, 'pageview /contact/']);
    expectVitalsLabelled(receivers);
  });
});

/**
 * What a browser reports of a refused answer, in its own words (WebKit's among its policy reports),
 * and the worker's 502 for a send the provider refused (lib/service-worker.worker.ts), which WebKit
 * lists among its failed requests when the page’s send is still open as it logs (some runs).
 */
const corsRefusal =
  /CORS|Cross-Origin Request Blocked|Access-Control-Allow-Origin|access control checks|Failed to load resource|net::ERR_FAILED|\/api\/event: the server responded with a status of 502/;

test.describe('a provider that answers CORS wrongly', () => {
  test.use({ allowConsoleErrors: corsRefusal });

  test('receives each event at most once, however many visits follow @engines @desktop-only', async ({ visitor }) => {
    await withReceivers(async (receivers) => {
      receivers.answerCorsWrongly();
      await visitor.open('/');
      await expect.poll(() => visitor.heading()).toBe(home.h1);
      await expect.poll(() => pageviews(receivers), { message: 'the first page view', timeout: 30_000 }).toEqual(['/']);
      // The worker answers the page's requests from now on: what it refuses to queue is what counts.
      await expect
        .poll(() => visitor.run(() => navigator.serviceWorker.controller !== null), { message: 'the worker in charge' })
        .toBe(true);
      await visitor.tap(navLink('Services'));
      await expect.poll(() => visitor.heading()).toBe(servicesPage.title);
      await visitor.run(hidePage);
      await expect.poll(() => pageviews(receivers), { message: 'Services counted' }).toEqual(['/', '/services/']);
      // Each new page asks the worker to send what it holds: a refused event held would come again.
      for (const path of ['/blog/', '/about/', '/privacy/']) {
        await visitor.goTo(visitor.url(path));
        await expect.poll(() => pageviews(receivers).at(-1), { message: `${path} counted` }).toBe(path);
      }
      await visitor.run(hidePage);
      await expect.poll(() => pageviews(receivers).length).toBe(5);
      const lines = counted(receivers);
      expect(lines, 'each event once at most').toEqual([...new Set(lines)]);
      expectVitalsLabelled(receivers);
      const engagement = receivers.events.filter((event) => event.name === 'engagement').map((event) => event.raw);
      expect(engagement, 'no request twice').toEqual([...new Set(engagement)]);
      // The refusals the browser reported, and nothing else; then forgotten, having been checked.
      const seen = await visitor.observed();
      expect([...seen.cspViolations, ...seen.consoleErrors].filter((text) => !corsRefusal.test(text))).toEqual([]);
      await visitor.forgetObserved();
    });
  });
});
