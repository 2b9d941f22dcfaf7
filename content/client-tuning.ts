/**
 * Timings the browser code uses. Kept apart from content/site.ts, the agency's facts, so a
 * client component can import these few numbers without pulling the whole site config into
 * the JavaScript bundle.
 */
export const clientTuning = {
  /** How long the simulated contact-form submission takes. */
  submitDelayMs: 1000,
  /** Delay between cards animating in, in seconds. */
  cardStaggerSeconds: 0.1,
  /** Toast defaults (react-hot-toast's own defaults, kept explicit). */
  toast: { maxVisible: 3, durationMs: 4000 },
} as const;
