/**
 * How a component counts an outcome (an enquiry delivered, a search, a 404) without knowing the
 * analytics: it pushes the event onto a queue on `window`, which `analytics.js` (lib/analytics.client.ts)
 * sends once it has loaded after the page's `load`, and at once from then on. Without
 * NEXT_PUBLIC_ANALYTICS_HOST (inlined by Next at build time, as '' when unset: next.config.mjs)
 * nothing is kept; and each call is written `if (process.env.NEXT_PUBLIC_ANALYTICS_HOST)
 * countEvent(...)`, so that, unset, the minifier drops the call, and with it this module and the
 * event names from the page's JavaScript.
 */
import type { CountedEvent } from './analytics';

/** The queue's name on `window`, shared with lib/analytics.client.ts. */
export const ANALYTICS_QUEUE = '__travelOrchardEvents';

/** True when the build counts (NEXT_PUBLIC_ANALYTICS_HOST set). */
export const analyticsConfigured = Boolean(process.env.NEXT_PUBLIC_ANALYTICS_HOST);

export type EventQueue = { push: (event: CountedEvent) => unknown };

/** Counts `name` with `props` (strings only: the provider's custom properties), never a value typed by the visitor. */
export function countEvent(name: string, props?: Record<string, string>): void {
  if (!analyticsConfigured || typeof window === 'undefined') return;
  const holder = window as unknown as Record<string, EventQueue | undefined>;
  const queue = (holder[ANALYTICS_QUEUE] ??= [] as CountedEvent[]);
  queue.push(props ? { name, props } : { name });
}
