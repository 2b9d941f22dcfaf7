/** What the analytics specs do in the page itself (each a function the page runs: `visitor.run`, `page.evaluate`). */

/** Makes the page hidden, as switching apps does: web-vitals reports then, and the analytics sends them. */
export const hidePage = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
};

/** Whether the head script still holds the page views, analytics.js not having taken its log over (lib/analytics-pageviews.ts). */
export const notTakenOver = () =>
  (window as unknown as Record<string, { t?: unknown } | undefined>).__travelOrchardPageviews?.t === undefined;
