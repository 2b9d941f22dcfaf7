import { createRequire } from 'node:module';
import { settleNetworkIdleAfterFrameNavigation } from './network-idle';

/**
 * The Firefox projects' patches of Playwright's internals, loaded only by a Firefox worker (the
 * `playwright` fixture in e2e/fixtures.ts imports this module when `browserName` is 'firefox'), so
 * a Chromium worker never runs them. Each patch checks that the code it changes is the code it was
 * written for; when a Playwright release moves it, every Firefox test fails with the patch's name
 * and the version found, and the Chromium projects run on unaffected.
 */

/** The test runner's own copy of playwright-core, resolved from @playwright/test as the runner does. */
const requireFromTest = createRequire(require.resolve('@playwright/test'));
export const playwrightCoreVersion = (): string =>
  (requireFromTest('playwright-core/package.json') as { version: string }).version;

/** Each patch: its name, the file that holds it, and what applies it (throwing when it no longer fits). */
const patches = [
  {
    name: 'tolerate a missing emulation.setMediaFeaturesOverride',
    file: 'e2e/engines/firefox-patches.ts',
    apply: tolerateMissingMediaOverride,
  },
  {
    name: "settle 'networkidle' after a frame navigates",
    file: 'e2e/engines/network-idle.ts',
    apply: () => settleNetworkIdleAfterFrameNavigation(requireFromTest),
  },
];

/** Applies every Firefox patch once per worker; throws, naming the patch and the version, when one no longer fits. */
export function applyFirefoxPatches() {
  for (const patch of patches) {
    try {
      patch.apply();
    } catch (error) {
      throw new Error(
        `Firefox patch "${patch.name}" (${patch.file}) does not fit playwright-core ${playwrightCoreVersion()} ` +
          `(written for 1.65): ${(error as Error).message}`,
      );
    }
  }
}

const MEDIA_OVERRIDE = 'emulation.setMediaFeaturesOverride';
let tolerating = false;

/**
 * Lets Playwright 1.65 drive a Firefox that lacks `emulation.setMediaFeaturesOverride` (ESR 153).
 *
 * Playwright sends that command when it creates every context, to set prefers-color-scheme, and
 * fails `newContext()` when Firefox answers `unknown command`. Playwright talks BiDi to Firefox
 * through its `WebSocketTransport` (exported by `playwright-core/lib/coreBundle`'s `server`, the
 * in-process server the test runner uses). This wraps the transport: it notes the ids of that one
 * command and, when the answer to one of them is the error `unknown command`, hands Playwright an
 * empty success instead. Other commands and other errors pass as they are, and a Firefox that
 * implements the command is never touched.
 *
 * It fails loudly: if Playwright no longer exposes the transport, this throws before the worker's
 * Firefox starts; if Playwright stops using it for Firefox, `newContext()` fails with the original
 * error. Once the Firefox in use implements the command, this never acts and can go: Firefox then
 * answers with success, so the wrapper passes every reply through unchanged.
 */
function tolerateMissingMediaOverride() {
  if (tolerating) return;
  const core = requireFromTest('playwright-core/lib/coreBundle') as {
    server?: { WebSocketTransport?: { prototype: Record<string, unknown> } };
  };
  const transport = core.server?.WebSocketTransport?.prototype;
  if (!transport || typeof transport.send !== 'function' || 'onmessage' in transport) {
    throw new Error('coreBundle no longer exposes server.WebSocketTransport with a send() and no onmessage of its own');
  }

  type Message = { id?: number; method?: string; type?: string; error?: string; message?: string };
  type Handler = ((message: Message) => void) | undefined;
  const mediaOverrideIds = new WeakMap<object, Set<number>>();
  const handlers = new WeakMap<object, Handler>();
  const idsOf = (self: object) => {
    let ids = mediaOverrideIds.get(self);
    if (!ids) mediaOverrideIds.set(self, (ids = new Set()));
    return ids;
  };

  const send = transport.send as (this: object, message: Message) => void;
  transport.send = function (this: object, message: Message) {
    if (message.method === MEDIA_OVERRIDE && typeof message.id === 'number') idsOf(this).add(message.id);
    return send.call(this, message);
  };
  Object.defineProperty(transport, 'onmessage', {
    configurable: true,
    get(this: object) {
      return handlers.get(this);
    },
    set(this: object, handler: Handler) {
      if (!handler) return void handlers.set(this, undefined);
      handlers.set(this, (message: Message) => {
        const ids = mediaOverrideIds.get(this);
        if (typeof message.id === 'number' && ids?.delete(message.id) && message.type === 'error') {
          if (message.error === 'unknown command') return handler({ type: 'success', id: message.id, result: {} } as Message);
        }
        handler(message);
      });
    },
  });
  tolerating = true;
}
