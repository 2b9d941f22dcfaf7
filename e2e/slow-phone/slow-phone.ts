import type { Page, Route } from '@playwright/test';
import { HYDRATED } from '../hydrated';

/**
 * The reference visitor: a mid-range phone on slow 4G, Lighthouse's mobile settings applied for
 * real through the DevTools protocol (not simulated): 150 ms round trip, 1.6 Mbps down, 750 kbps up,
 * the CPU slowed four times. The viewport (375 px) comes from the project.
 */
export const slowPhone = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 } as const;

/** Throttles this page's network and CPU like the reference phone. */
export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: (slowPhone.downloadKbps * 1000) / 8,
    uploadThroughput: (slowPhone.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
  return {
    /**
     * Lifts the network's throttling before the page closes: DevTools' throttling ends with the
     * page's session and drops a request still in its queue (a beacon sent as the tab closes),
     * which a real phone's network would carry whole.
     */
    liftNetworkBeforeClose: () =>
      cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }),
  };
}

/**
 * Holds back every request `matches` picks, until the returned function lets them through (and
 * every later one straight on).
 */
async function holdBack(page: Page, matches: (url: URL) => boolean) {
  const held: Route[] = [];
  let released = false;
  await page.route(matches, (route) => (released ? route.fallback() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.fallback()));
  };
}

/** The marker the main navigation sets once React has hydrated the page. */
export const hydrated = (page: Page) => page.locator(HYDRATED);

/**
 * Opens `path` on the slow phone and returns once the HTML is parsed (DOMContentLoaded), with the
 * page's photos (from the image CDN) and its scripts held back: what the test does next is what a
 * visitor does before the page is interactive, however fast this machine is. `startScripts` lets
 * the scripts load, as they would a moment later on the phone; `releasePhotos` the photos.
 */
export async function openEarly(page: Page, path: string) {
  await throttle(page);
  const releasePhotos = await holdBack(page, (url) => url.hostname === 'images.unsplash.com');
  const startScripts = await holdBack(page, (url) => /\/_next\/static\/chunks\/.+\.js$/.test(url.pathname));
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  if ((await hydrated(page).count()) > 0) throw new Error(`${path} hydrated before the test could act early`);
  return { startScripts, releasePhotos };
}
