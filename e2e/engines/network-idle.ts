import { readFileSync } from 'node:fs';

/**
 * Makes `waitForLoadState('networkidle')` settle after a subframe navigates, as it is meant to.
 *
 * Playwright 1.65 (server/frames.ts) marks a frame network-idle 500 ms after its last request. Its
 * `_startNetworkIdleTimer()` skips the timer when the frame still lists "networkidle" among its
 * fired events. But a request that starts after the page went idle clears the frame's own idle
 * flag without clearing that event, so when the request ends no timer starts; if a subframe then
 * commits a new document (the contact page's map), the page's "networkidle" is withdrawn and never
 * comes back: `waitForLoadState('networkidle')` waits until the test times out. Seen in Firefox
 * (WebDriver BiDi's event timing) in 5 of 8 runs of contact.spec.ts's openWithClock, with no
 * request in flight (frame state: main frame fired=commit,domcontentloaded,load, self=false,
 * timer=false, inflight=[]). The code is shared by every engine, so Chromium could meet it too.
 *
 * The patch starts the timer in exactly that stale state (the event listed, the frame's own flag
 * down, no timer, not detached); otherwise Playwright's own code runs. It fails loudly: a Firefox
 * worker (./firefox-patches.ts applies this) stops before its browser starts if Playwright's
 * function is no longer the one patched here, word for word (`ORIGINAL`, the patch's anchor).
 */
const ORIGINAL = `      _startNetworkIdleTimer() {
        assert(!this._networkIdleTimer);
        if (this._firedLifecycleEvents.has("networkidle") || this._detachedScope.isClosed())
          return;
        this._networkIdleTimer = setTimeout(() => {
          this._firedNetworkIdleSelf = true;
          this._page.mainFrame()._recalculateNetworkIdle();
        }, 500);
      }`;

type Frame = {
  _firedLifecycleEvents: Set<string>;
  _firedNetworkIdleSelf: boolean;
  _networkIdleTimer: ReturnType<typeof setTimeout> | undefined;
  _detachedScope: { isClosed(): boolean };
  _page: { mainFrame(): { _recalculateNetworkIdle(): void } };
  _startNetworkIdleTimer(): void;
};

let applied = false;
const patchedFrames = new WeakSet<object>();

/** `requireFromTest` resolves from @playwright/test, so the patch changes the runner's own copy. */
export function settleNetworkIdleAfterFrameNavigation(requireFromTest: NodeJS.Require) {
  if (applied) return;
  const bundlePath = requireFromTest.resolve('playwright-core/lib/coreBundle');
  const core = requireFromTest('playwright-core/lib/coreBundle') as {
    server?: { Page?: { prototype: { frameNavigatedToNewDocument?: (frame: object) => unknown } } };
  };
  const page = core.server?.Page?.prototype;
  const navigated = page?.frameNavigatedToNewDocument;
  if (!page || typeof navigated !== 'function' || !readFileSync(bundlePath, 'utf8').includes(ORIGINAL)) {
    throw new Error(
      'Frame._startNetworkIdleTimer is no longer the code patched (ORIGINAL) or Page.frameNavigatedToNewDocument is gone; check whether it still needs the patch',
    );
  }
  // The Frame class is not exported: patch its prototype from the first frame that navigates.
  page.frameNavigatedToNewDocument = function (this: unknown, frame: object) {
    const proto = Object.getPrototypeOf(frame) as Frame;
    if (!patchedFrames.has(proto)) {
      patchedFrames.add(proto);
      const start = proto._startNetworkIdleTimer;
      proto._startNetworkIdleTimer = function (this: Frame) {
        const stale =
          this._firedLifecycleEvents.has('networkidle') &&
          !this._firedNetworkIdleSelf &&
          !this._networkIdleTimer &&
          !this._detachedScope.isClosed();
        if (!stale) return start.call(this);
        this._networkIdleTimer = setTimeout(() => {
          this._firedNetworkIdleSelf = true;
          this._page.mainFrame()._recalculateNetworkIdle();
        }, 500);
      };
    }
    return navigated.call(this, frame);
  };
  applied = true;
}
