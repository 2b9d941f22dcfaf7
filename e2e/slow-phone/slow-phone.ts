import type { Page, Route } from '@playwright/test';

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
}

/**
 * Holds every image-CDN photo back (the page's photo is still on its way while the visitor acts);
 * the returned function lets them through, as the CDN would answer, before the test ends.
 */
export async function holdPhotos(page: Page) {
  const held: Route[] = [];
  let releasing = false;
  await page.route(
    (url) => url.hostname === 'images.unsplash.com',
    (route) => (releasing ? route.fallback() : void held.push(route)),
  );
  return async () => {
    releasing = true;
    await Promise.all(held.splice(0).map((route) => route.fallback()));
  };
}

/** The marker the main navigation sets once React has hydrated the page. */
export const hydrated = (page: Page) => page.locator('nav[aria-label="Main"][data-hydrated]');

/**
 * Opens `path` on the slow phone and returns as soon as the HTML is parsed (DOMContentLoaded), with
 * the photos held back, checking that the page's code has not hydrated it yet: what the test does
 * next is what a visitor does before the page is interactive.
 */
export async function openEarly(page: Page, path: string) {
  await throttle(page);
  const releasePhotos = await holdPhotos(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  if ((await hydrated(page).count()) > 0) throw new Error(`${path} hydrated before the test could act early`);
  return { releasePhotos };
}
