import type {
  Fixtures,
  LaunchOptions,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
} from '@playwright/test';

/**
 * For `test.use()` at the top of a spec file (not in a describe group: it needs a browser, so a
 * worker, of its own): in `engine`, launches with `change` applied to the project's launch options;
 * the other engines keep theirs.
 */
export function launchOptionsIn(
  engine: PlaywrightWorkerOptions['browserName'],
  change: (options: LaunchOptions) => LaunchOptions,
): Fixtures<object, object, PlaywrightTestArgs & PlaywrightTestOptions, PlaywrightWorkerArgs & PlaywrightWorkerOptions> {
  return {
    launchOptions: [
      async ({ launchOptions, browserName }, use) => use(browserName === engine ? change(launchOptions) : launchOptions),
      { scope: 'worker' },
    ],
  };
}
