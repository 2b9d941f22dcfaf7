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
  contact: {
    /**
     * With a real endpoint, give up after this long and offer the other ways to send: long enough
     * for a slow mobile connection to a form service, short enough that nobody waits in doubt.
     */
    deliveryTimeoutMs: 10_000,
    /**
     * A form sent sooner than this after the visitor's first input (or after its restored draft was
     * begun) is delivered marked `"fastSubmission": true`, for the receiving service to filter:
     * people who autofill and paste are that fast too, so speed alone never drops an enquiry.
     */
    minFillMs: 3000,
    /**
     * Longest wa.me or mailto link the failure message builds. Mail apps and WhatsApp start to
     * drop or refuse longer links around 2,000 characters; a longer enquiry is trimmed with a note.
     */
    linkMaxChars: 1900,
    /** A draft older than this is dropped instead of restored (the privacy notice says so). */
    draftMaxAgeDays: 7,
    /**
     * An enquiry sent while the network was down goes by itself when it returns. Besides the
     * `online` and `visibilitychange` events (a phone with signal but no data stays `onLine`), the
     * page tries again after these waits: the first, then each one `factor` times longer, up to
     * `maxMs`. Short at first, because data often returns within seconds (a lift, a bridge); capped
     * so a long outage costs one small request every half minute, not a stream of them.
     */
    retry: { firstMs: 2000, factor: 2, maxMs: 30_000 },
    /**
     * Where the browser has no Web Locks (navigator.locks), a tab claims the queued enquiry in
     * localStorage before sending it, for this long: the delivery time limit and a margin, so a
     * claim left by a closed tab expires and another tab can send.
     */
    sendClaimMs: 15_000,
  },
} as const;
